import type { UploadedFileRecord } from '@stepwise/contracts';
import { Store } from '@/features/creation/store';
import { creationTexts } from '@/features/creation/texts';
import type { UploadQueue } from '@/features/uploads/upload-queue';

export type VideoPurpose = 'project-video' | 'short-form-video';

/** The parts of the upload queue the creation page uses. */
export type CreationQueue = Pick<UploadQueue, 'enqueue' | 'settled' | 'cancel' | 'remove'>;

/** One file this page sent (or is sending) through the queue, for the per-file progress. */
export interface PageUpload {
  /** Stable while the page lives (a list key). */
  key: string;
  file: File;
  purpose: VideoPurpose;
  /** The queue item while it is there (live progress); null once settled and removed. */
  queueId: string | null;
  state: 'uploading' | 'done' | 'failed';
}

/**
 * The creation page's uploads. A file goes out once per purpose: the AI analysis uploads the
 * project videos first, and saving reuses their records (as does a retry after a failure), so a
 * video is never sent twice. Files are handed to the queue, which reads them a chunk at a time.
 */
export class PageUploads {
  readonly #queue: () => CreationQueue;
  readonly #records = new Map<string, Map<File, UploadedFileRecord>>();
  readonly #pending = new Map<string, Map<File, Promise<UploadedFileRecord>>>();
  readonly list = new Store<readonly PageUpload[]>([]);
  #count = 0;

  /** `queue`: the current upload queue (read at each upload). */
  constructor(queue: () => CreationQueue) {
    this.#queue = queue;
  }

  /** The record of `file` uploaded for `purpose`, uploading it first unless this page already did. */
  upload(file: File, purpose: VideoPurpose, signal?: AbortSignal): Promise<UploadedFileRecord> {
    const record = this.#bucket(this.#records, purpose).get(file);
    if (record) return Promise.resolve(record);
    const pending = this.#bucket(this.#pending, purpose);
    const running = pending.get(file);
    if (running) return running;
    const started = this.#send(file, purpose, signal).finally(() => pending.delete(file));
    pending.set(file, started);
    return started;
  }

  async #send(file: File, purpose: VideoPurpose, signal?: AbortSignal) {
    signal?.throwIfAborted();
    const queue = this.#queue();
    const id = queue.enqueue(file, { purpose });
    const key =
      this.list.get().find((entry) => entry.file === file && entry.purpose === purpose)?.key ??
      `upload-${++this.#count}`;
    this.#track({ key, file, purpose, queueId: id, state: 'uploading' });
    const cancel = () => void queue.cancel(id);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const item = await queue.settled(id);
      if (item.status === 'done' && item.result) {
        this.#bucket(this.#records, purpose).set(file, item.result);
        this.#track({ key, file, purpose, queueId: null, state: 'done' });
        return item.result;
      }
      this.#track({ key, file, purpose, queueId: null, state: 'failed' });
      throw new Error(
        item.error ??
          (item.status === 'canceled' ? creationTexts.uploadCanceled : creationTexts.unknownError),
      );
    } finally {
      signal?.removeEventListener('abort', cancel);
      queue.remove(id);
    }
  }

  #bucket<T>(maps: Map<string, Map<File, T>>, purpose: VideoPurpose): Map<File, T> {
    let bucket = maps.get(purpose);
    if (!bucket) {
      bucket = new Map();
      maps.set(purpose, bucket);
    }
    return bucket;
  }

  #track(upload: PageUpload): void {
    const list = this.list.get();
    const same = (entry: PageUpload) =>
      entry.file === upload.file && entry.purpose === upload.purpose;
    this.list.set(
      list.some(same) ? list.map((entry) => (same(entry) ? upload : entry)) : [...list, upload],
    );
  }
}
