// @vitest-environment node
import { messages } from '@stepwise/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryUrlStorage } from '@/features/uploads/test/node-transport';
import {
  bytesOf,
  createQueue,
  MIB,
  makeFile,
  recordStatuses,
  sleep,
  until,
  whenProgressPasses,
} from '@/features/uploads/test/queue-harness';
import {
  type RecordedRequest,
  startTusTestServer,
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

const ofMethod = (method: string, requests: RecordedRequest[] = server.requests) =>
  requests.filter((request) => request.method === method);
const patchBytes = (requests: RecordedRequest[]) =>
  ofMethod('PATCH', requests).reduce((sum, request) => sum + request.contentLength, 0);

async function expectStored(uploadId: string | null | undefined, file: File): Promise<void> {
  const stored = await server.storedBytes(uploadId ?? '');
  expect(stored?.equals(await bytesOf(file))).toBe(true);
}

describe('pause and resume', () => {
  it('continues from the offset the server holds', async () => {
    const queue = createQueue(server);
    const file = makeFile(2 * MIB);
    const id = queue.enqueue(file, { purpose: 'project-video' });
    whenProgressPasses(queue, id, 0.3, () => queue.pause(id));
    await until(queue, () => queue.get(id)?.status === 'paused');
    await sleep(50);
    const before = server.requests.length;
    expect(queue.get(id)).toMatchObject({ speed: 0, eta: null });
    expect(queue.get(id)?.bytesUploaded).toBeLessThan(file.size);

    queue.resume(id);
    expect((await queue.settled(id)).status).toBe('done');

    const after = server.requests.slice(before);
    expect(after[0]?.method).toBe('HEAD');
    expect(ofMethod('PATCH', after)[0]?.uploadOffset).toBeGreaterThan(0.25 * file.size);
    expect(patchBytes(after)).toBeLessThan(0.75 * file.size);
    expect(ofMethod('POST')).toHaveLength(1);
    await expectStored(after[0]?.uploadId, file);
  });

  it('pauseAll holds queued files too, and resumeAll finishes them all', async () => {
    const queue = createQueue(server, { concurrency: 2 });
    const ids = [1, 2, 3].map(() => queue.enqueue(makeFile(MIB), { purpose: 'project-video' }));
    whenProgressPasses(queue, ids[0]!, 0.1, () => queue.pauseAll());
    await until(queue, (s) => s.totals.paused === 3);
    await sleep(50);
    const sent = server.requests.length;
    await sleep(50);
    expect(server.requests.length).toBe(sent);

    queue.resumeAll();
    const items = await Promise.all(ids.map((id) => queue.settled(id)));
    expect(items.map((item) => item.status)).toEqual(['done', 'done', 'done']);
  });
});

describe('failures', () => {
  it.each([
    ['POST', 401, 'Missing or invalid authentication token.'],
    ['POST', 403, messages.annotate.accessDenied],
    ['POST', 413, messages.create.videosTooLarge(['lesson.mp4'])],
    ['PATCH', 415, messages.create.invalidVideoType],
    ['PATCH', 422, 'The upload metadata is not valid.'],
  ])('a %s answered %i fails at once with the server detail', async (method, status, detail) => {
    if (method === 'POST') server.refuseCreate = () => ({ status, detail });
    else server.faults.push({ method, kind: 'status', status, detail });
    const queue = createQueue(server);
    const id = queue.enqueue(makeFile(MIB), { purpose: 'project-video' });
    const statuses = recordStatuses(queue, id);

    expect(await queue.settled(id)).toMatchObject({ status: 'failed', error: detail });
    expect(statuses).not.toContain('retrying');
    expect(ofMethod(method)).toHaveLength(1);
    expect(ofMethod(method)[0]?.status).toBe(status);
  });

  it.each([
    [
      'a 503',
      { method: 'PATCH', kind: 'status', status: 503, detail: 'Try again later.' } as const,
    ],
    ['a 423 lock', { method: 'PATCH', kind: 'status', status: 423, detail: 'Locked.' } as const],
    ['a dropped connection', { method: 'PATCH', kind: 'drop' } as const],
  ])('retries after %s and completes', async (_, fault) => {
    server.faults.push(fault);
    const queue = createQueue(server);
    const file = makeFile(MIB);
    const id = queue.enqueue(file, { purpose: 'project-video' });
    const statuses = recordStatuses(queue, id);

    const item = await queue.settled(id);
    expect(item.status).toBe('done');
    expect(statuses).toEqual(['uploading', 'retrying', 'uploading', 'done']);
    expect(ofMethod('POST')).toHaveLength(1);
    expect(ofMethod('HEAD').length).toBeGreaterThanOrEqual(1);
    await expectStored(ofMethod('HEAD')[0]?.uploadId, file);
  });

  it('gives up after the last retry with the server detail, and retry() resumes', async () => {
    const detail = 'Storage is unavailable. Please try again later.';
    for (let i = 0; i < 4; i++)
      server.faults.push({ method: 'PATCH', kind: 'status', status: 503, detail });
    const queue = createQueue(server, { retryDelays: [0, 10, 10] });
    const file = makeFile(MIB);
    const id = queue.enqueue(file, { purpose: 'project-video' });

    expect(await queue.settled(id)).toMatchObject({
      status: 'failed',
      error: detail,
      retryAttempt: 0,
    });
    expect(ofMethod('PATCH').map((r) => r.status)).toEqual([503, 503, 503, 503]);

    queue.retry(id);
    expect(queue.get(id)?.error).toBeNull();
    expect((await queue.settled(id)).status).toBe('done');
    expect(ofMethod('POST')).toHaveLength(1);
    await expectStored(ofMethod('PATCH')[0]?.uploadId, file);
  });

  it('says what failed when the server is unreachable', async () => {
    const queue = createQueue(server, {
      endpoint: 'http://127.0.0.1:9/uploads',
      retryDelays: [0, 10],
    });
    const id = queue.enqueue(makeFile(1000, 'intro.mp4'), { purpose: 'project-video' });
    expect(await queue.settled(id)).toMatchObject({
      status: 'failed',
      error: 'Failed to upload intro.mp4. Please check your connection and try again.',
    });
  });
});

describe('cancel', () => {
  it('stops the transfer and deletes the upload on the server', async () => {
    const storage = new MemoryUrlStorage();
    const queue = createQueue(server, { urlStorage: storage });
    const id = queue.enqueue(makeFile(2 * MIB), { purpose: 'project-video' });
    let canceled: Promise<void> | null = null;
    whenProgressPasses(queue, id, 0.3, () => {
      canceled = queue.cancel(id);
    });

    expect((await queue.settled(id)).status).toBe('canceled');
    await canceled;
    const uploadId = ofMethod('PATCH')[0]?.uploadId;
    expect(ofMethod('DELETE')).toMatchObject([{ uploadId, status: 204 }]);
    expect(await server.storedBytes(uploadId ?? '')).toBeNull();
    expect(storage.entries.size).toBe(0);
    expect(queue.getSnapshot().totals).toMatchObject({ bytesTotal: 0, active: 0 });
  });

  it('of a queued file sends nothing', async () => {
    const queue = createQueue(server, { concurrency: 1 });
    const first = queue.enqueue(makeFile(100_000), { purpose: 'project-video' });
    const second = queue.enqueue(makeFile(100_000), { purpose: 'project-video' });
    await queue.cancel(second);
    await queue.settled(first);
    expect(ofMethod('POST')).toHaveLength(1);
    expect(queue.get(second)?.status).toBe('canceled');
  });
});

describe('resume after a page reload', () => {
  async function uploadPartly(storage: MemoryUrlStorage, file: File) {
    const before = createQueue(server, { urlStorage: storage });
    const id = before.enqueue(file, { purpose: 'project-video', projectId: PROJECT_ID });
    whenProgressPasses(before, id, 0.4, () => before.dispose());
    await until(before, () => (before.get(id)?.bytesUploaded ?? 0) > 0.4 * file.size);
    await sleep(50);
    expect(storage.entries.size).toBe(1);
  }

  it('picks the same file up where it stopped', async () => {
    const storage = new MemoryUrlStorage();
    const bytes = await bytesOf(makeFile(2 * MIB));
    await uploadPartly(storage, makeFile(bytes.length, 'lesson.mp4', 'video/mp4', bytes));
    const sentBefore = server.requests.length;

    // The page reloads: a new queue, and the person picks the same file again.
    const after = createQueue(server, { urlStorage: storage });
    const file = makeFile(bytes.length, 'lesson.mp4', 'video/mp4', bytes);
    const id = after.enqueue(file, { purpose: 'project-video', projectId: PROJECT_ID });
    expect((await after.settled(id)).status).toBe('done');

    const resumed = server.requests.slice(sentBefore);
    expect(ofMethod('POST')).toHaveLength(1);
    expect(resumed[0]?.method).toBe('HEAD');
    expect(ofMethod('PATCH', resumed)[0]?.uploadOffset).toBeGreaterThan(0.35 * file.size);
    expect(patchBytes(resumed)).toBeLessThan(0.65 * file.size);
    await expectStored(resumed[0]?.uploadId, file);
    expect(storage.entries.size).toBe(0);
  });

  it('does not resume a different file, or the same file for another destination', async () => {
    const storage = new MemoryUrlStorage();
    const bytes = await bytesOf(makeFile(MIB));
    await uploadPartly(storage, makeFile(bytes.length, 'lesson.mp4', 'video/mp4', bytes));

    const after = createQueue(server, { urlStorage: storage });
    const same = makeFile(bytes.length, 'lesson.mp4', 'video/mp4', bytes);
    const renamed = after.enqueue(makeFile(bytes.length, 'other.mp4', 'video/mp4', bytes), {
      purpose: 'project-video',
      projectId: PROJECT_ID,
    });
    const elsewhere = after.enqueue(same, { purpose: 'short-form-video' });
    await Promise.all([after.settled(renamed), after.settled(elsewhere)]);

    expect(ofMethod('POST')).toHaveLength(3);
    expect(storage.entries.size).toBe(1);
  });
});
