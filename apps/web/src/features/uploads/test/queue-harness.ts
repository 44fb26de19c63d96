import { randomBytes } from 'node:crypto';
import { MemoryUrlStorage, nodeBlobReader } from '@/features/uploads/test/node-transport';
import type { TusTestServer } from '@/features/uploads/test/tus-test-server';
import type { UploadItem, UploadQueueOptions, UploadQueueSnapshot } from '@/features/uploads/types';
import { UploadQueue } from '@/features/uploads/upload-queue';

export const KIB = 1024;
export const MIB = 1024 * KIB;
/** Small chunks, so that a test file of a few MiB takes many PATCH requests. */
export const TEST_CHUNK_SIZE = 64 * KIB;
const LAST_MODIFIED = 1_763_000_000_000;

/** A File of random bytes; the same `bytes` + name + date make the "same file" after a reload. */
export function makeFile(
  size: number,
  name = 'lesson.mp4',
  type = 'video/mp4',
  bytes: Uint8Array = randomBytes(size),
): File {
  return new File([Uint8Array.from(bytes)], name, { type, lastModified: LAST_MODIFIED });
}

export function bytesOf(file: Blob): Promise<Buffer> {
  return file.arrayBuffer().then((buffer) => Buffer.from(buffer));
}

export function createQueue(
  server: TusTestServer,
  options: Partial<UploadQueueOptions> = {},
): UploadQueue {
  return new UploadQueue({
    getToken: () => Promise.resolve('test-token'),
    endpoint: server.endpoint,
    chunkSize: TEST_CHUNK_SIZE,
    retryDelays: [0, 20, 50],
    urlStorage: new MemoryUrlStorage(),
    progressIntervalMs: 0,
    transport: { fileReader: nodeBlobReader },
    ...options,
  });
}

/** Resolves with the first snapshot that satisfies `predicate`, checking after every change. */
export function until(
  queue: UploadQueue,
  predicate: (snapshot: UploadQueueSnapshot) => boolean,
): Promise<UploadQueueSnapshot> {
  return new Promise((resolve) => {
    const check = () => {
      const snapshot = queue.getSnapshot();
      if (!predicate(snapshot)) return;
      unsubscribe();
      resolve(snapshot);
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

/** Calls `action` once, the first time item `id` has uploaded more than `fraction` of its bytes. */
export function whenProgressPasses(
  queue: UploadQueue,
  id: string,
  fraction: number,
  action: (item: UploadItem) => void,
): void {
  const unsubscribe = queue.subscribe(() => {
    const item = queue.get(id);
    if (!item || item.bytesUploaded <= item.bytesTotal * fraction) return;
    unsubscribe();
    action(item);
  });
}

/** Every status item `id` passes through, in order, without repeats. */
export function recordStatuses(queue: UploadQueue, id: string): string[] {
  const seen: string[] = [];
  const note = () => {
    const status = queue.get(id)?.status;
    if (status && seen.at(-1) !== status) seen.push(status);
  };
  queue.subscribe(note);
  note();
  return seen;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
