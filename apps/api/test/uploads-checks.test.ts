import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CAPTURED_FRAME_MAX_BYTES,
  IMAGE_MAX_BYTES,
  messages,
  PROJECT_VIDEO_MAX_BYTES,
  SHORT_FORM_VIDEO_MAX_BYTES,
  SUPPLEMENTARY_FILE_MAX_BYTES,
} from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTABLE_DETAIL } from '../src/storage/upload-policy';
import { buildTestApp } from './support/app';
import { bearer, createCreator, type TestUser } from './support/identity';
import {
  createUpload,
  detailOf,
  jpegBytes,
  listen,
  locationOf,
  mp4Bytes,
  patchUpload,
  pathOfUploadUrl,
  storedOnDisk,
  textBytes,
  tusUpload,
} from './support/uploads';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;
let alice: TestUser;
let projectId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await createCreator(ctx.app, 'alice');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects/',
    headers: bearer(alice),
    payload: {
      name: 'Checks',
      firebase_uid: alice.uid,
      UploadVideos: [
        {
          name: 'a.mp4',
          url: `/files/users/${alice.uid}/videos/a.mp4`,
          path: `users/${alice.uid}/videos/a.mp4`,
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  projectId = res.json().project_id;
  base = await listen(ctx.app);
});
afterAll(() => ctx?.close());

describe('size limits, from Upload-Length before a byte is stored', () => {
  const cases = [
    {
      purpose: 'project-video',
      limit: PROJECT_VIDEO_MAX_BYTES,
      detail: messages.create.videosTooLarge(['big.mp4']),
    },
    {
      purpose: 'short-form-video',
      limit: SHORT_FORM_VIDEO_MAX_BYTES,
      detail: messages.create.shortFormTooLarge,
    },
    { purpose: 'thumbnail', limit: IMAGE_MAX_BYTES, detail: messages.myProjects.thumbnailTooLarge },
    {
      purpose: 'repository-image',
      limit: IMAGE_MAX_BYTES,
      detail: messages.repository.imageTooLarge,
    },
    {
      purpose: 'step-tool-image',
      limit: IMAGE_MAX_BYTES,
      detail: messages.repository.imageTooLarge,
    },
    {
      purpose: 'step-material-image',
      limit: IMAGE_MAX_BYTES,
      detail: messages.repository.imageTooLarge,
    },
    {
      purpose: 'buy-list-image',
      limit: IMAGE_MAX_BYTES,
      detail: messages.repository.imageTooLarge,
    },
    { purpose: 'annotation-frame', limit: CAPTURED_FRAME_MAX_BYTES, detail: /under 10MB/ },
    { purpose: 'result-image', limit: CAPTURED_FRAME_MAX_BYTES, detail: /under 10MB/ },
    {
      purpose: 'supplementary-file',
      limit: SUPPLEMENTARY_FILE_MAX_BYTES,
      detail: 'Supplementary files must be under 100MB. "big.mp4" is too large.',
    },
  ] as const;

  for (const { purpose, limit, detail } of cases) {
    it(`${purpose}: ${limit} bytes pass, one more is refused with 413`, async () => {
      const metadata = {
        purpose,
        filename: 'big.mp4',
        projectId,
        repositoryKind: 'tools',
      };
      const over = await createUpload(base, alice, limit + 1, metadata);
      expect(over.status).toBe(413);
      const body = { detail: await detailOf(over) };
      if (typeof detail === 'string') expect(body.detail).toBe(detail);
      else expect(body.detail).toMatch(detail);

      const at = await createUpload(base, alice, limit, metadata);
      expect(at.status).toBe(201);
      const path = pathOfUploadUrl(locationOf(base, at));
      // Only the accepted one exists: creating it wrote an empty file and its record.
      const folder = join(ctx.dataDir, 'files', path.slice(0, path.lastIndexOf('/')));
      expect(existsSync(folder)).toBe(true);
      const del = await fetch(locationOf(base, at), {
        method: 'DELETE',
        headers: { 'tus-resumable': '1.0.0', ...bearer(alice) },
      });
      expect(del.status).toBe(204);
    });
  }

  it('stores nothing for a refused upload', async () => {
    const fresh = await createCreator(ctx.app, 'fresh');
    const res = await createUpload(base, fresh, PROJECT_VIDEO_MAX_BYTES + 1, {
      purpose: 'project-video',
      filename: 'huge.mp4',
    });
    expect(res.status).toBe(413);
    expect(existsSync(join(ctx.dataDir, 'files', 'users', fresh.uid))).toBe(false);
  });

  it('refuses a PATCH body (no Content-Length) longer than the upload with 413, keeping none of it', async () => {
    const size = 8192;
    const created = await createUpload(base, alice, size, {
      purpose: 'project-video',
      filename: 'short.mp4',
    });
    expect(created.status).toBe(201);
    const url = locationOf(base, created);
    const bytes = mp4Bytes(size + 65536);
    const res = await fetch(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        ...bearer(alice),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      // A stream body is sent chunked, so only the limiter on the body can stop it.
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 4096)
            controller.enqueue(bytes.subarray(at, at + 4096));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await detailOf(res)).toMatch(/size exceeded/i);
  });
});

describe('the real type, from the first bytes', () => {
  const video = { purpose: 'project-video', filename: 'notes.mp4', filetype: 'video/mp4' };

  it('refuses a text file renamed .mp4 in one big PATCH, answering after reading it all', async () => {
    const created = await createUpload(base, alice, 8 * 1024 * 1024, video);
    const url = locationOf(base, created);
    const path = pathOfUploadUrl(url);
    expect(storedOnDisk(ctx.dataDir, path)).toEqual({ data: true, record: true });
    // 8 MiB is far more than the socket buffers: without draining, the client would see EPIPE.
    const res = await patchUpload(url, alice, 0, textBytes(8 * 1024 * 1024));
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await detailOf(res)).toBe(messages.create.invalidVideoType);
    expect(storedOnDisk(ctx.dataDir, path)).toEqual({ data: false, record: false });
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', ...bearer(alice) },
    });
    expect(head.status).toBe(404);
  });

  it('decides on the second chunk when the first was too short, removing the partial data', async () => {
    const text = textBytes(20_000);
    const created = await createUpload(base, alice, text.length, video);
    const url = locationOf(base, created);
    const path = pathOfUploadUrl(url);
    const first = await patchUpload(url, alice, 0, text.subarray(0, 100));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('100');
    const second = await patchUpload(url, alice, 100, text.subarray(100));
    expect(second.status).toBe(415);
    expect(await detailOf(second)).toBe(messages.create.invalidVideoType);
    expect(storedOnDisk(ctx.dataDir, path)).toEqual({ data: false, record: false });

    // A real video sent in the same tiny first chunk passes.
    const bytes = mp4Bytes(20_000);
    const ok = await tusUpload(base, alice, bytes, video, { chunkSize: 100 });
    expect(ok.chunkBytes.slice(0, 2)).toEqual([100, 100]);
    expect(ok.record).toMatchObject({ type: 'video/mp4', size: 20_000 });
  });

  it('uses the spec texts for short-form videos and images; SVG is not an image here', async () => {
    const shortForm = tusUpload(base, alice, textBytes(9000), {
      purpose: 'short-form-video',
      filename: 'short.mov',
    });
    await expect(shortForm).rejects.toThrow(messages.create.invalidShortFormType);
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${' '.repeat(5000)}</svg>`,
    );
    for (const body of [svg, textBytes(6000), mp4Bytes(6000)]) {
      const image = tusUpload(base, alice, body, {
        purpose: 'thumbnail',
        filename: 'cover.svg',
        projectId,
      });
      await expect(image).rejects.toThrow(messages.myProjects.thumbnailNotImage);
    }
    const frame = await tusUpload(base, alice, jpegBytes(7000), {
      purpose: 'result-image',
      filename: 'result_frame_1500.jpg',
      projectId,
    });
    expect(frame.record.type).toBe('image/jpeg');
  });

  it('takes any supplementary file but a program; text is stored as text/plain', async () => {
    const supplementary = { purpose: 'supplementary-file', projectId };
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(6000, 1)]);
    await expect(
      tusUpload(base, alice, exe, { ...supplementary, filename: 'manual.pdf' }),
    ).rejects.toThrow(EXECUTABLE_DETAIL);
    const byName = await createUpload(base, alice, 100, {
      ...supplementary,
      filename: 'setup.exe',
    });
    expect(byName.status).toBe(400);
    expect(await detailOf(byName)).toBe(EXECUTABLE_DETAIL);

    const notes = await tusUpload(base, alice, textBytes(300), {
      ...supplementary,
      filename: 'notes.txt',
      filetype: 'text/html',
    });
    expect(notes.record).toMatchObject({ name: 'notes.txt', type: 'text/plain', size: 300 });
    const pdf = await tusUpload(base, alice, Buffer.from('%PDF-1.4\n% a document\n'), {
      ...supplementary,
      filename: 'guide.pdf',
    });
    expect(pdf.record.type).toBe('application/pdf');
    const binary = await tusUpload(base, alice, Buffer.from([0, 1, 2, 3, 0, 255, 7]), {
      ...supplementary,
      filename: 'data.bin',
    });
    expect(binary.record.type).toBe('application/octet-stream');
  });
});
