import type { UploadedFileRecord } from '@stepwise/contracts';
import type {
  EnqueueOptions,
  UploadItem,
  UploadQueueSnapshot,
  UploadStatus,
} from '@/features/uploads/types';
import type { UploadQueue } from '@/features/uploads/upload-queue';

const SETTLED: readonly UploadStatus[] = ['done', 'failed', 'canceled'];

/** The record the storage answers for a file uploaded into the project's folder. */
export function recordFor(file: File, options: EnqueueOptions): UploadedFileRecord {
  const path = `users/uid-ada/${options.projectId}/${options.purpose}/abc_${file.name}`;
  return { url: `/files/${path}`, path, name: file.name, type: file.type, size: file.size };
}

/**
 * The parts of the upload queue the step tabs use, driven by the test (the approach of
 * `features/creation/test/fake-queue.ts`, for every purpose): each file stays uploading until
 * `progress` / `finish` is called, or finishes on the next tick with `autoFinish`; `failWith`
 * makes the named file fail with that message.
 */
export class FakeQueue {
  enqueued: Array<{ id: string; file: File; options: EnqueueOptions }> = [];
  removed: string[] = [];
  failWith = new Map<string, string>();
  autoFinish = false;
  #listeners = new Set<() => void>();
  #waiters = new Map<string, Array<(item: UploadItem) => void>>();
  #snapshot: UploadQueueSnapshot = { items: [], totals: {} as UploadQueueSnapshot['totals'] };

  enqueue(file: File, options: EnqueueOptions): string {
    const id = `upload-${this.enqueued.length + 1}`;
    this.enqueued.push({ id, file, options });
    const item = {
      id,
      name: file.name,
      type: file.type,
      purpose: options.purpose,
      projectId: options.projectId ?? null,
      repositoryKind: null,
      status: 'uploading',
      bytesUploaded: 0,
      bytesTotal: file.size,
      speed: 0,
      eta: null,
      retryAttempt: 0,
      error: null,
      result: null,
    } satisfies UploadItem;
    this.#set([...this.#snapshot.items, item]);
    if (this.autoFinish) setTimeout(() => this.finish(id), 0);
    return id;
  }

  get(id: string): UploadItem | undefined {
    return this.#snapshot.items.find((item) => item.id === id);
  }

  settled(id: string): Promise<UploadItem> {
    const item = this.get(id);
    if (!item) return Promise.reject(new Error(`Unknown upload: ${id}`));
    if (SETTLED.includes(item.status)) return Promise.resolve(item);
    return new Promise((resolve) => {
      this.#waiters.set(id, [...(this.#waiters.get(id) ?? []), resolve]);
    });
  }

  async cancel(id: string): Promise<void> {
    this.#settle(id, 'canceled');
  }

  remove(id: string): void {
    this.removed.push(id);
    const item = this.get(id);
    if (item && !SETTLED.includes(item.status)) this.#settle(id, 'canceled');
    this.#set(this.#snapshot.items.filter((each) => each.id !== id));
  }

  progress(id: string, bytes: number): void {
    this.#set(
      this.#snapshot.items.map((item) =>
        item.id === id ? { ...item, bytesUploaded: bytes } : item,
      ),
    );
  }

  /** Ends the upload: done with its record, or failed when `failWith` names the file. */
  finish(id: string): void {
    const entry = this.enqueued.find((each) => each.id === id);
    if (!entry) return;
    const error = this.failWith.get(entry.file.name);
    if (error) this.#settle(id, 'failed', { error });
    else {
      this.#settle(id, 'done', {
        bytesUploaded: entry.file.size,
        result: recordFor(entry.file, entry.options),
      });
    }
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
  getSnapshot = () => this.#snapshot;

  asQueue(): UploadQueue {
    return this as unknown as UploadQueue;
  }

  #settle(id: string, status: UploadStatus, patch: Partial<UploadItem> = {}): void {
    const current = this.get(id);
    if (!current) return;
    const item = { ...current, status, ...patch };
    this.#set(this.#snapshot.items.map((each) => (each.id === id ? item : each)));
    const waiters = this.#waiters.get(id) ?? [];
    this.#waiters.delete(id);
    for (const resolve of waiters) resolve(item);
  }

  #set(items: readonly UploadItem[]): void {
    this.#snapshot = { ...this.#snapshot, items };
    for (const listener of this.#listeners) listener();
  }
}
