import type { UploadedFileRecord } from '@stepwise/contracts';
import type { UploadItem, UploadQueueSnapshot, UploadStatus } from '@/features/uploads/types';
import type { UploadQueue } from '@/features/uploads/upload-queue';

const FOLDERS = { 'project-video': 'videos', 'short-form-video': 'shortform' } as const;

/** The record the storage answers for an uploaded file. */
export function recordFor(file: File, purpose: keyof typeof FOLDERS): UploadedFileRecord {
  const path = `users/uid-ada/${FOLDERS[purpose]}/abc_${file.name}`;
  return { url: `/files/${path}`, path, name: file.name, type: file.type, size: file.size };
}

/**
 * The parts of the upload queue the creation page uses, driven by the test: by default each file
 * uploads (halfway, then done) on the next tick; `failWith` makes the named file fail, `hold`
 * keeps every upload running until `finish` is called.
 */
export class FakeQueue {
  enqueued: Array<{ name: string; purpose: string; file: File }> = [];
  canceled: string[] = [];
  failWith = new Map<string, string>();
  hold = false;
  #files = new Map<string, { file: File; purpose: keyof typeof FOLDERS }>();
  #listeners = new Set<() => void>();
  #waiters = new Map<string, (item: UploadItem) => void>();
  #snapshot: UploadQueueSnapshot = { items: [], totals: {} as UploadQueueSnapshot['totals'] };

  enqueue(file: File, options: { purpose: keyof typeof FOLDERS }): string {
    const id = `upload-${this.enqueued.length + 1}`;
    this.enqueued.push({ name: file.name, purpose: options.purpose, file });
    this.#files.set(id, { file, purpose: options.purpose });
    const item = {
      id,
      name: file.name,
      purpose: options.purpose,
      status: 'uploading',
      bytesUploaded: 0,
      bytesTotal: file.size,
      eta: null,
      error: null,
      result: null,
    } as unknown as UploadItem;
    this.#set([...this.#snapshot.items, item]);
    if (!this.hold) {
      setTimeout(() => {
        this.progress(id, Math.floor(file.size / 2));
        setTimeout(() => this.finish(id), 0);
      }, 0);
    }
    return id;
  }

  settled(id: string): Promise<UploadItem> {
    return new Promise((resolve) => this.#waiters.set(id, resolve));
  }

  async cancel(id: string): Promise<void> {
    this.canceled.push(id);
    this.#settle(id, 'canceled');
  }

  remove(id: string): void {
    this.#set(this.#snapshot.items.filter((item) => item.id !== id));
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
    const entry = this.#files.get(id);
    if (!entry) return;
    const error = this.failWith.get(entry.file.name);
    if (error) this.#settle(id, 'failed', { error });
    else this.#settle(id, 'done', { result: recordFor(entry.file, entry.purpose) });
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
  getSnapshot = () => this.#snapshot;

  asQueue(): UploadQueue {
    return this as unknown as UploadQueue;
  }

  #settle(id: string, status: UploadStatus, patch: Partial<UploadItem> = {}): void {
    const current = this.#snapshot.items.find((item) => item.id === id);
    const waiter = this.#waiters.get(id);
    if (!current || !waiter) return;
    this.#waiters.delete(id);
    const item = { ...current, status, ...patch };
    this.#set(this.#snapshot.items.map((each) => (each.id === id ? item : each)));
    waiter(item);
  }

  #set(items: readonly UploadItem[]): void {
    this.#snapshot = { ...this.#snapshot, items };
    for (const listener of this.#listeners) listener();
  }
}
