import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { File, Storage } from '@google-cloud/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGcsObjectStore } from '../src/storage/gcs-objects';
import { signedFileUrl } from '../src/storage/signing';
import { buildTestApp } from './support/app';

/** A fake service account: Cloud Storage v4 URLs are signed locally with its key, no network. */
function fakeServiceAccount() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    client_email: 'stepwise-test@demo-stepwise.iam.gserviceaccount.com',
    private_key: privateKey,
    publicKey,
  };
}

const BUCKET = 'demo-stepwise.firebasestorage.app';

function bucketWith(account: ReturnType<typeof fakeServiceAccount>) {
  return new Storage({
    projectId: 'demo-stepwise',
    credentials: { client_email: account.client_email, private_key: account.private_key },
  }).bucket(BUCKET);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('gcs object store', () => {
  it('downloadUrl is the bucket’s v4 signed URL for the object, expiring after FILE_URL_TTL_SECONDS', async () => {
    const account = fakeServiceAccount();
    const store = createGcsObjectStore({ urlTtlSeconds: 900 }, bucketWith(account));
    const path = 'users/uid-1/videos/k3x9-my clip.mp4';
    const before = Date.now();
    const url = new URL(await store.downloadUrl(path, before));

    expect(url.origin).toBe('https://storage.googleapis.com');
    expect(url.pathname).toBe(`/${BUCKET}/users/uid-1/videos/k3x9-my%20clip.mp4`);
    const q = url.searchParams;
    expect(q.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(q.get('X-Goog-Credential')).toMatch(
      new RegExp(`^${account.client_email}/\\d{8}/auto/storage/goog4_request$`),
    );
    expect(Number(q.get('X-Goog-Expires'))).toBeGreaterThanOrEqual(899);
    expect(Number(q.get('X-Goog-Expires'))).toBeLessThanOrEqual(900);
    expect(q.get('X-Goog-SignedHeaders')).toBe('host');

    // The signature verifies with the service account's public key (GOOG4 string-to-sign).
    const signature = q.get('X-Goog-Signature') ?? '';
    const query = [...q.entries()]
      .filter(([key]) => key !== 'X-Goog-Signature')
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .sort()
      .join('&');
    const canonical = [
      'GET',
      url.pathname,
      query,
      `host:${url.host}`,
      '',
      'host',
      'UNSIGNED-PAYLOAD',
    ].join('\n');
    const date = q.get('X-Goog-Date') ?? '';
    const scope = `${date.slice(0, 8)}/auto/storage/goog4_request`;
    const stringToSign = [
      'GOOG4-RSA-SHA256',
      date,
      scope,
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    expect(
      verify(
        'RSA-SHA256',
        Buffer.from(stringToSign),
        account.publicKey,
        Buffer.from(signature, 'hex'),
      ),
    ).toBe(true);
  });

  it('stat: a tus upload is complete when its bytes reach the declared size; other objects are', async () => {
    const store = createGcsObjectStore({ urlTtlSeconds: 900 }, bucketWith(fakeServiceAccount()));
    const tusObject = (size: number, declared: number | null) => ({
      size: String(size),
      updated: '2026-11-22T10:00:00.000Z',
      metadata: {
        tus_version: '1.0.0',
        size: declared === null ? null : String(declared),
        metadata: JSON.stringify({ filetype: 'video/mp4', filename: 'clip.mp4' }),
      },
    });
    const answers: Record<string, unknown> = {
      'users/u/videos/done.mp4': tusObject(100, 100),
      'users/u/videos/partial.mp4': tusObject(40, 100),
      'users/u/videos/deferred.mp4': tusObject(40, null),
      'users/u/thumbnails/plain.png': { size: '7', updated: '2026-11-22T10:00:00.000Z' },
    };
    vi.spyOn(File.prototype, 'getMetadata').mockImplementation(async function (this: File) {
      const meta = answers[this.name];
      if (!meta) throw Object.assign(new Error('No such object'), { code: 404 });
      return [meta] as never;
    });

    expect(await store.stat('users/u/videos/done.mp4')).toEqual({
      size: 100,
      contentType: 'video/mp4',
      complete: true,
      mtime: new Date('2026-11-22T10:00:00.000Z'),
      name: 'clip.mp4',
    });
    expect((await store.stat('users/u/videos/partial.mp4'))?.complete).toBe(false);
    expect((await store.stat('users/u/videos/deferred.mp4'))?.complete).toBe(false);
    expect(await store.stat('users/u/thumbnails/plain.png')).toMatchObject({
      complete: true,
      contentType: 'image/png',
    });
    expect(await store.stat('users/u/videos/missing.mp4')).toBeNull();
    expect(await store.stat('users/u/../secret')).toBeNull();
  });

  it('refuses to remove a prefix that is not a project folder', async () => {
    const store = createGcsObjectStore({ urlTtlSeconds: 900 }, bucketWith(fakeServiceAccount()));
    for (const prefix of ['', 'users/', 'users/u/', 'users/u/p', 'users/../x/']) {
      await expect(store.removePrefix(prefix), prefix).rejects.toThrow(/Refusing/);
    }
  });
});

describe('STORAGE_DRIVER=gcs', () => {
  it('uses the bucket store and still checks the signature before touching the bucket', async () => {
    const ctx = await buildTestApp({ STORAGE_DRIVER: 'gcs', STORAGE_BUCKET: BUCKET });
    try {
      expect(ctx.app.objects.driver).toBe('gcs');
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/files/users/u/videos/a.mp4?exp=${Math.floor(Date.now() / 1000) + 60}&sig=${'A'.repeat(43)}`,
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await ctx.close();
    }
  });

  it('redirects a validly signed GET of a complete object to the bucket’s signed URL (302)', async () => {
    const secret = 'gcs-test-secret-of-at-least-32-characters';
    const ctx = await buildTestApp({
      STORAGE_DRIVER: 'gcs',
      STORAGE_BUCKET: BUCKET,
      FILE_URL_SECRET: secret,
    });
    try {
      // The bucket is out of reach here (the store itself is tested above): its answers are given.
      const objects = ctx.app.objects;
      vi.spyOn(objects, 'stat').mockImplementation(async (path) =>
        path === 'users/u/videos/a.mp4'
          ? { size: 10, contentType: 'video/mp4', complete: true, mtime: new Date(), name: null }
          : null,
      );
      const signedBucketUrl = `https://storage.googleapis.com/${BUCKET}/users/u/videos/a.mp4?X-Goog-Signature=abc`;
      const downloadUrl = vi.spyOn(objects, 'downloadUrl').mockResolvedValue(signedBucketUrl);
      const signing = { urlSecret: Buffer.from(secret, 'utf8'), urlTtlSeconds: 3600 };

      const res = await ctx.app.inject({
        method: 'GET',
        url: signedFileUrl(signing, 'users/u/videos/a.mp4'),
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(signedBucketUrl);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(downloadUrl).toHaveBeenCalledWith('users/u/videos/a.mp4');
      const missing = await ctx.app.inject({
        method: 'GET',
        url: signedFileUrl(signing, 'users/u/videos/b.mp4'),
      });
      expect(missing.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
