// @vitest-environment node
import {
  IMAGE_MAX_BYTES,
  messages,
  PROJECT_VIDEO_MAX_BYTES,
  SHORT_FORM_VIDEO_MAX_BYTES,
  storageFileUrl,
} from '@stepwise/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bytesOf,
  createQueue,
  KIB,
  MIB,
  makeFile,
  TEST_CHUNK_SIZE,
  until,
} from '@/features/uploads/test/queue-harness';
import {
  startTusTestServer,
  TEST_UID,
  type TusTestServer,
} from '@/features/uploads/test/tus-test-server';

const PROJECT_ID = '6b0f2a8e-3c1d-4e5f-9a7b-8c9d0e1f2a3b';

let server: TusTestServer;
beforeEach(async () => {
  server = await startTusTestServer();
});
afterEach(async () => {
  await server.close();
});

/** A file that reports a size it does not have, to test the limits without allocating them. */
function oversized(name: string, type: string, size: number): File {
  const file = makeFile(16, name, type);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('UploadQueue against a real tus server', () => {
  it('reports growing progress and ends with the server file record', async () => {
    const queue = createQueue(server);
    const file = makeFile(MIB + 123);
    const progress: number[] = [];
    queue.subscribe(() => {
      const item = queue.getSnapshot().items[0];
      if (item && progress.at(-1) !== item.bytesUploaded) progress.push(item.bytesUploaded);
    });

    const id = queue.enqueue(file, { purpose: 'project-video' });
    const item = await queue.settled(id);

    expect(item.status).toBe('done');
    expect(item.error).toBeNull();
    expect(item.bytesUploaded).toBe(file.size);
    expect(item.bytesTotal).toBe(file.size);
    const uploadId = server.requests.find((r) => r.method === 'PATCH')?.uploadId;
    const path = `users/${TEST_UID}/videos/${uploadId}-lesson.mp4`;
    expect(item.result).toEqual({
      url: storageFileUrl(path),
      path,
      name: 'lesson.mp4',
      type: 'video/mp4',
      size: file.size,
    });
    // Many small chunks: the reported progress climbs step by step, never backwards.
    expect(progress.length).toBeGreaterThan(file.size / TEST_CHUNK_SIZE);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(file.size);
    expect((await server.storedBytes(uploadId!))?.equals(await bytesOf(file))).toBe(true);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(queue.getSnapshot().totals).toMatchObject({ progress: 1, done: 1, eta: null });
  });

  it('sends exactly the metadata keys the server reads', async () => {
    const queue = createQueue(server);
    const video = queue.enqueue(makeFile(10 * KIB), { purpose: 'project-video' });
    const tool = queue.enqueue(makeFile(2 * KIB, 'drill.png', 'image/png'), {
      purpose: 'repository-image',
      repositoryKind: 'tools',
    });
    const frame = queue.enqueue(new Blob([new Uint8Array(3 * KIB)], { type: 'image/jpeg' }), {
      purpose: 'annotation-frame',
      projectId: PROJECT_ID,
      frameName: 'frame_1500.jpg',
    });
    const items = await Promise.all([video, tool, frame].map((id) => queue.settled(id)));

    expect(items.map((i) => i.status)).toEqual(['done', 'done', 'done']);
    // Uploads run side by side, so the server may see them in any order.
    expect(server.created).toHaveLength(3);
    expect(server.created).toEqual(
      expect.arrayContaining([
        { purpose: 'project-video', filename: 'lesson.mp4', filetype: 'video/mp4' },
        {
          purpose: 'repository-image',
          filename: 'drill.png',
          filetype: 'image/png',
          repositoryKind: 'tools',
        },
        {
          purpose: 'annotation-frame',
          filename: 'frame_1500.jpg',
          filetype: 'image/jpeg',
          projectId: PROJECT_ID,
        },
      ]),
    );
    expect(items[2]?.result?.path).toMatch(
      new RegExp(`^users/${TEST_UID}/${PROJECT_ID}/annotation_frames/.+-frame_1500\\.jpg$`),
    );
  });

  it('asks for a fresh token before every request', async () => {
    let issued = 0;
    const queue = createQueue(server, { getToken: async () => `token-${++issued}` });
    const id = queue.enqueue(makeFile(300 * KIB), { purpose: 'project-video' });
    expect((await queue.settled(id)).status).toBe('done');

    const tokens = server.requests.map((r) => r.authorization);
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens).toEqual(tokens.map((_, i) => `Bearer token-${i + 1}`));
  });

  it('sends nothing without a signed-in user', async () => {
    const queue = createQueue(server, { getToken: async () => null });
    const id = queue.enqueue(makeFile(10 * KIB), { purpose: 'project-video' });
    const item = await queue.settled(id);

    expect(item).toMatchObject({
      status: 'failed',
      error: messages.generic.uploadNotAuthenticated,
    });
    expect(server.requests).toHaveLength(0);
  });

  it.each([1, 2, 3])('never uploads more than %i file(s) at once', async (concurrency) => {
    const queue = createQueue(server, { concurrency });
    let mostActive = 0;
    queue.subscribe(() => {
      mostActive = Math.max(mostActive, queue.getSnapshot().totals.active);
    });
    const ids = Array.from({ length: 5 }, () =>
      queue.enqueue(makeFile(256 * KIB), { purpose: 'project-video' }),
    );
    const items = await Promise.all(ids.map((id) => queue.settled(id)));

    expect(items.every((item) => item.status === 'done')).toBe(true);
    expect(mostActive).toBe(concurrency);
    expect(server.maxConcurrentPatches).toBeLessThanOrEqual(concurrency);
  });

  it('sums bytes over the queue, leaving out failed and canceled files', async () => {
    const queue = createQueue(server, { concurrency: 1 });
    const first = queue.enqueue(makeFile(200 * KIB), { purpose: 'project-video' });
    queue.enqueue(makeFile(100 * KIB), { purpose: 'project-video' });
    queue.enqueue(makeFile(50 * KIB, 'notes.txt', 'text/plain'), { purpose: 'project-video' });
    const third = queue.enqueue(makeFile(70 * KIB), { purpose: 'project-video' });
    void queue.cancel(third);

    expect(queue.getSnapshot().totals).toMatchObject({
      bytesTotal: 300 * KIB,
      active: 1,
      queued: 1,
      failed: 1,
    });
    await queue.settled(first);
    const { totals } = await until(queue, (s) => s.totals.done === 2);
    expect(totals).toMatchObject({
      bytesTotal: 300 * KIB,
      bytesUploaded: 300 * KIB,
      progress: 1,
      active: 0,
      queued: 0,
    });
  });
});

describe('checks before uploading', () => {
  it.each([
    [
      'a text file as a project video',
      'project-video',
      'notes.txt',
      'text/plain',
      10,
      messages.create.invalidVideoType,
    ],
    [
      'a video over 5 GB',
      'project-video',
      'big.mp4',
      'video/mp4',
      PROJECT_VIDEO_MAX_BYTES + 1,
      messages.create.videosTooLarge(['big.mp4']),
    ],
    [
      'an image as a short-form video',
      'short-form-video',
      'a.png',
      'image/png',
      10,
      messages.create.invalidShortFormType,
    ],
    [
      'a short-form video over 1 GB',
      'short-form-video',
      's.webm',
      'video/webm',
      SHORT_FORM_VIDEO_MAX_BYTES + 1,
      messages.create.shortFormTooLarge,
    ],
    [
      'a video as a thumbnail',
      'thumbnail',
      'clip.mov',
      'video/quicktime',
      10,
      messages.myProjects.thumbnailNotImage,
    ],
    [
      'a thumbnail over 5 MB',
      'thumbnail',
      'cover.jpg',
      'image/jpeg',
      IMAGE_MAX_BYTES + 1,
      messages.myProjects.thumbnailTooLarge,
    ],
    [
      'a repository image over 5 MB',
      'repository-image',
      'saw.png',
      'image/png',
      IMAGE_MAX_BYTES + 1,
      messages.repository.imageTooLarge,
    ],
  ] as const)(
    'refuses %s with the spec text and no request',
    async (_, purpose, name, type, size, text) => {
      const queue = createQueue(server);
      const id = queue.enqueue(oversized(name, type, size), {
        purpose,
        projectId: PROJECT_ID,
        repositoryKind: 'tools',
      });

      expect(queue.get(id)).toMatchObject({ status: 'failed', error: text, bytesUploaded: 0 });
      expect(await queue.settled(id)).toMatchObject({ status: 'failed', error: text });
      queue.retry(id);
      expect(queue.get(id)?.status).toBe('failed');
      expect(server.requests).toHaveLength(0);
    },
  );

  it('accepts a 5 MB image exactly at the limit', async () => {
    const queue = createQueue(server, { chunkSize: 2 * MIB });
    const id = queue.enqueue(makeFile(IMAGE_MAX_BYTES, 'cover.jpg', 'image/jpeg'), {
      purpose: 'thumbnail',
      projectId: PROJECT_ID,
    });
    expect((await queue.settled(id)).status).toBe('done');
  });
});
