import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_DETAILS } from '../src/storage/download-route';
import { EXPIRY_WINDOW_SECONDS, signedFileUrl } from '../src/storage/signing';
import { buildTestApp } from './support/app';
import { putStoredFile, someBytes } from './support/files';
import { bearer, createCreator, type TestUser } from './support/identity';

const SECRET = 'download-test-secret-of-at-least-32-characters';
const TTL = 600;
const signing = { urlSecret: Buffer.from(SECRET, 'utf8'), urlTtlSeconds: TTL };

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let videoPath: string;
const video = someBytes(300_000);

beforeAll(async () => {
  ctx = await buildTestApp({ FILE_URL_SECRET: SECRET, FILE_URL_TTL_SECONDS: String(TTL) });
  alice = await createCreator(ctx.app, 'alice');
  videoPath = `users/${alice.uid}/videos/k3x9-workshop clip é.mp4`;
  putStoredFile(ctx.dataDir, videoPath, video, { filename: 'workshop clip é.mp4' });
});
afterAll(() => ctx?.close());

async function signedUrl(path: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/files/sign',
    headers: bearer(alice),
    payload: { paths: [path] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().urls[path];
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function port(): Promise<number> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return address.port;
}

/** A GET whose request target goes on the wire exactly as written. */
async function rawGet(target: string): Promise<{ status: number; body: string }> {
  const listening = await port();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: listening, path: target }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /files/{path} with a signed URL', () => {
  it('streams the exact bytes without an Authorization header, with content and cache headers', async () => {
    const url = await signedUrl(videoPath);
    expect(url).toMatch(
      /^\/files\/users\/[^?]+\/videos\/k3x9-workshop%20clip%20%C3%A9\.mp4\?exp=\d+&sig=[\w-]{43}$/,
    );
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(video.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(TTL - 2);
    expect(maxAge).toBeLessThanOrEqual(TTL + EXPIRY_WINDOW_SECONDS);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="workshop clip _.mp4"; filename*=UTF-8''workshop%20clip%20%C3%A9.mp4`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: await signedUrl(videoPath) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(video.length));
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves byte ranges (206) for bytes=a-b, bytes=a- and bytes=-n', async () => {
    const url = await signedUrl(videoPath);
    const size = video.length;
    const cases: [string, number, number][] = [
      ['bytes=100-199', 100, 199],
      ['bytes=299990-', 299_990, size - 1],
      ['bytes=-50', size - 50, size - 1],
      ['bytes=0-0', 0, 0],
      ['bytes=1000-999999999', 1000, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(video.subarray(start, end + 1)), range).toBe(true);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url, headers: { range: 'bytes=10-19' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('10');
  });

  it('answers 416 for a range past the end, and ignores malformed or multiple ranges', async () => {
    const url = await signedUrl(videoPath);
    for (const range of [
      `bytes=${video.length}-`,
      'bytes=-0',
      `bytes=${video.length + 5}-${video.length + 9}`,
    ]) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
      expect(res.json().detail).toContain(`${video.length} bytes`);
    }
    for (const range of ['bytes=5-2', 'items=0-5', 'bytes=0-1,5-6']) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length).toBe(video.length);
    }
  });

  it('answers 304 to a matching If-None-Match and sends the whole file when If-Range is stale', async () => {
    const url = await signedUrl(videoPath);
    const first = await get(url);
    const etag = String(first.headers.etag);
    const cached = await get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const sameVersion = await get(url, { range: 'bytes=0-9', 'if-range': etag });
    expect(sameVersion.statusCode).toBe(206);
    const otherVersion = await get(url, { range: 'bytes=0-9', 'if-range': '"0-0"' });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.rawPayload.length).toBe(video.length);
  });

  it('serves long nested paths (longer than a router parameter may be)', async () => {
    const long = `users/${alice.uid}/${'p'.repeat(36)}/annotation_frames/${'n'.repeat(200)}.jpg`;
    const bytes = someBytes(2048);
    putStoredFile(ctx.dataDir, long, bytes, { filetype: 'image/jpeg' });
    const res = await get(await signedUrl(long));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('works over a real connection, streaming a range', async () => {
    const res = await fetch(`http://127.0.0.1:${await port()}${await signedUrl(videoPath)}`, {
      headers: { range: 'bytes=150000-' },
    });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(video.subarray(150_000))).toBe(true);
  });
});

describe('GET /files/{path} refusals', () => {
  it('refuses an expired URL (403) with a clear detail', async () => {
    const url = signedFileUrl(
      signing,
      videoPath,
      Date.now() - (TTL + EXPIRY_WINDOW_SECONDS + 5) * 1000,
    );
    const res = await get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(DOWNLOAD_DETAILS.expired);
  });

  it('refuses a tampered signature, expiry or path, and a missing signature (403)', async () => {
    const url = await signedUrl(videoPath);
    const [base, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const sig = params.get('sig') ?? '';
    const exp = params.get('exp') ?? '';
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    const otherPath = `users/${alice.uid}/videos/other.mp4`;
    putStoredFile(ctx.dataDir, otherPath, someBytes(10));
    const cases: [string, string][] = [
      [`${base}?exp=${exp}&sig=${flipped}`, DOWNLOAD_DETAILS.invalid],
      [`${base}?exp=${Number(exp) + 3600}&sig=${sig}`, DOWNLOAD_DETAILS.invalid],
      [`/files/users/${alice.uid}/videos/other.mp4?${query}`, DOWNLOAD_DETAILS.invalid],
      [`${base}?exp=${exp}&sig=${sig.slice(0, 20)}`, DOWNLOAD_DETAILS.invalid],
      [`${base}?exp=${exp}&sig=${sig}&sig=${sig}`, DOWNLOAD_DETAILS.unsigned],
      [base, DOWNLOAD_DETAILS.unsigned],
      [`${base}?exp=${exp}`, DOWNLOAD_DETAILS.unsigned],
    ];
    for (const [bad, detail] of cases) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().detail, bad).toBe(detail);
    }
  });

  it('never serves an incomplete upload, a missing file or a file without its upload record (404)', async () => {
    const partial = `users/${alice.uid}/videos/partial.mp4`;
    putStoredFile(ctx.dataDir, partial, someBytes(1000), { declaredSize: 5000 });
    const deferred = `users/${alice.uid}/videos/deferred.mp4`;
    const file = putStoredFile(ctx.dataDir, deferred, someBytes(100));
    writeFileSync(`${file}.json`, JSON.stringify({ id: deferred, metadata: {} }));
    const missing = `users/${alice.uid}/videos/never-uploaded.mp4`;
    for (const path of [partial, deferred, missing]) {
      const res = await get(signedFileUrl(signing, path));
      expect(res.statusCode, path).toBe(404);
      expect(res.json().detail).toBe(DOWNLOAD_DETAILS.notFound);
      const head = await ctx.app.inject({ method: 'HEAD', url: signedFileUrl(signing, path) });
      expect(head.statusCode, path).toBe(404);
    }
  });

  it('makes path traversal impossible, even with a valid signature for the traversing path (400)', async () => {
    const sign = (path: string) => new URLSearchParams(signedFileUrl(signing, path).split('?')[1]);
    const attempts: [string, string][] = [
      [
        `/files/users/${alice.uid}/../../file-url-secret`,
        `users/${alice.uid}/../../file-url-secret`,
      ],
      ['/files/users/%2e%2e/%2e%2e/file-url-secret', 'users/../../file-url-secret'],
      [`/files/users%2F${alice.uid}%2Fvideos%2Fother.mp4`, `users/${alice.uid}/videos/other.mp4`],
      ['/files/%2Fetc%2Fpasswd', '/etc/passwd'],
      ['/files//etc/passwd', '/etc/passwd'],
      [`/files/users/${alice.uid}/videos/a%5C..%5Cb`, `users/${alice.uid}/videos/a\\..\\b`],
    ];
    // Sent byte for byte over a socket: inject and fetch would resolve the dot segments first.
    for (const [url, signedPath] of attempts) {
      const res = await rawGet(`${url}?${sign(signedPath)}`);
      expect(res.status, url).toBe(400);
      expect(JSON.parse(res.body).detail, url).toBe(DOWNLOAD_DETAILS.badPath);
    }
    // Broken percent-encoding never reaches the route: Fastify's router refuses it.
    expect((await rawGet(`/files/users/%E0%A4%A?${sign('users/x')}`)).status).toBe(400);
  });

  it('serves active content as a sandboxed attachment and falls back to the extension for the type', async () => {
    const page = `users/${alice.uid}/x/supplementary_files/notes.html`;
    putStoredFile(ctx.dataDir, page, Buffer.from('<script>alert(1)</script>'), {
      filetype: 'text/html',
    });
    const html = await get(signedFileUrl(signing, page));
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html');
    expect(html.headers['content-disposition']).toMatch(/^attachment; filename="notes.html"/);
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");

    const image = `users/${alice.uid}/x/thumbnails/cover.png`;
    putStoredFile(ctx.dataDir, image, someBytes(64), { filetype: 'not a type' });
    const png = await get(signedFileUrl(signing, image));
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^inline;/);
  });
});
