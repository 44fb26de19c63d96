import { PROJECT_UPLOAD_PURPOSES } from '@stepwise/contracts';
import { defaultOptions, type HttpResponse, type Upload } from 'tus-js-client';
import { etaSeconds, type RateSample, startRate, updateRate } from '@/features/uploads/progress';
import { computeTotals } from '@/features/uploads/totals';
import {
  createTusUpload,
  isFile,
  recordFrom,
  resolveEndpoint,
  resumeNewestPrevious,
  type TusSettings,
  uploadFingerprint,
  uploadMetadata,
} from '@/features/uploads/tus-upload';
import {
  ACTIVE_STATUSES,
  type EnqueueOptions,
  SETTLED_STATUSES,
  type UploadItem,
  type UploadQueueOptions,
  type UploadQueueSnapshot,
  type UploadStatus,
} from '@/features/uploads/types';
import {
  isRetryable,
  MissingRecordError,
  uploadFailureMessage,
} from '@/features/uploads/upload-errors';
import { uploadRefusal } from '@/features/uploads/validation';

const MIB = 1024 * 1024;
export const DEFAULT_ENDPOINT = '/uploads';
export const DEFAULT_CONCURRENCY = 2;
export const DEFAULT_CHUNK_SIZE = 32 * MIB;
export const DEFAULT_RETRY_DELAYS: readonly number[] = [0, 1000, 3000, 5000, 10_000, 20_000];
export const DEFAULT_PROGRESS_INTERVAL_MS = 100;

interface Entry {
  item: UploadItem;
  readonly file: File | Blob;
  readonly metadata: Record<string, string>;
  /** Identifies the file for resuming after a reload; null for a Blob (never stored). */
  readonly fingerprint: string | null;
  /** Refused by the checks before upload: it never goes out and retrying cannot help. */
  readonly refused: boolean;
  upload: Upload | null;
  /** Looks up a stored upload URL of the same file once, before the first start. */
  prepared: Promise<void> | null;
  rate: RateSample | null;
  /** Bumped by every start, pause and cancel, so that a stale async step does nothing. */
  attempt: number;
  waiters: Array<(item: UploadItem) => void>;
}

const isActive = (status: UploadStatus): boolean => ACTIVE_STATUSES.includes(status);
const isSettled = (status: UploadStatus): boolean => SETTLED_STATUSES.includes(status);

/**
 * A queue of resumable uploads to the tus endpoint. Framework-free: screens subscribe to its
 * immutable snapshots (see `use-upload-queue.tsx`). Files are read one chunk at a time by
 * tus-js-client, never whole.
 */
export class UploadQueue {
  readonly #settings: TusSettings;
  readonly #concurrency: number;
  readonly #progressIntervalMs: number;
  readonly #entries = new Map<string, Entry>();
  readonly #listeners = new Set<() => void>();
  #snapshot: UploadQueueSnapshot | null = null;
  #progressTimer: ReturnType<typeof setTimeout> | null = null;
  #sequence = 0;
  #disposed = false;

  constructor(options: UploadQueueOptions) {
    this.#settings = {
      endpoint: resolveEndpoint(options.endpoint ?? DEFAULT_ENDPOINT),
      chunkSize: options.chunkSize ?? DEFAULT_CHUNK_SIZE,
      retryDelays: options.retryDelays ?? DEFAULT_RETRY_DELAYS,
      urlStorage: options.urlStorage ?? defaultOptions.urlStorage,
      owner: options.owner ?? '',
      getToken: options.getToken,
      transport: options.transport,
    };
    this.#concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
    this.#progressIntervalMs = options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): UploadQueueSnapshot => {
    this.#snapshot ??= {
      items: [...this.#entries.values()].map((entry) => entry.item),
      totals: computeTotals(this.#entries.values(), Date.now()),
    };
    return this.#snapshot;
  };

  get(id: string): UploadItem | undefined {
    return this.#entries.get(id)?.item;
  }

  /**
   * Adds a file; returns its id. A file its purpose does not accept fails at once, offline.
   * Throws (a programming error) when the purpose needs a projectId or repositoryKind not given.
   */
  enqueue(file: File | Blob, options: EnqueueOptions): string {
    if (PROJECT_UPLOAD_PURPOSES.includes(options.purpose) && !options.projectId) {
      throw new Error(`A projectId is needed to upload a ${options.purpose}.`);
    }
    if (options.purpose === 'repository-image' && !options.repositoryKind) {
      throw new Error(
        'A repositoryKind (tools or materials) is needed to upload a repository-image.',
      );
    }
    const id = `upload-${++this.#sequence}`;
    const name = options.filename ?? options.frameName ?? (isFile(file) ? file.name : '');
    const fileName = name || 'blob';
    const type = file.type || 'application/octet-stream';
    const refusal = uploadRefusal(options.purpose, { name: fileName, type, size: file.size });
    const item: UploadItem = {
      id,
      name: fileName,
      type,
      purpose: options.purpose,
      projectId: options.projectId ?? null,
      repositoryKind: options.repositoryKind ?? null,
      status: refusal ? 'failed' : 'queued',
      bytesUploaded: 0,
      bytesTotal: file.size,
      speed: 0,
      eta: null,
      retryAttempt: 0,
      error: refusal,
      result: null,
    };
    this.#entries.set(id, {
      item,
      file,
      metadata: uploadMetadata(item),
      fingerprint: uploadFingerprint(this.#settings, file, item),
      refused: refusal !== null,
      upload: null,
      prepared: null,
      rate: null,
      attempt: 0,
      waiters: [],
    });
    this.#changed();
    this.#pump();
    return id;
  }

  /** Stops an upload without deleting what the server already holds; `resume` continues it. */
  pause(id: string): void {
    const entry = this.#entries.get(id);
    if (entry && this.#pause(entry)) this.#pump();
  }

  resume(id: string): void {
    const entry = this.#entries.get(id);
    if (entry?.item.status !== 'paused') return;
    this.#update(entry, { status: 'queued' });
    this.#pump();
  }

  /** Uploads a failed file again, from the server's offset when the server still has it. */
  retry(id: string): void {
    const entry = this.#entries.get(id);
    if (entry?.item.status !== 'failed' || entry.refused) return;
    this.#update(entry, { status: 'queued', error: null });
    this.#pump();
  }

  /** Stops an upload and deletes it on the server (tus termination). */
  async cancel(id: string): Promise<void> {
    const entry = this.#entries.get(id);
    if (!entry || entry.item.status === 'done' || entry.item.status === 'canceled') return;
    entry.attempt++;
    const { upload } = entry;
    entry.rate = null;
    this.#update(entry, { status: 'canceled', speed: 0, eta: null, retryAttempt: 0 });
    this.#settle(entry);
    this.#pump();
    await upload?.abort(true).catch(() => undefined);
  }

  /** Drops an item from the list, canceling it first when it has not settled. */
  remove(id: string): void {
    const entry = this.#entries.get(id);
    if (!entry) return;
    if (!isSettled(entry.item.status)) void this.cancel(id);
    this.#entries.delete(id);
    this.#changed();
  }

  pauseAll(): void {
    for (const entry of this.#entries.values()) this.#pause(entry);
    this.#pump();
  }

  resumeAll(): void {
    for (const entry of this.#entries.values()) {
      if (entry.item.status === 'paused') this.#update(entry, { status: 'queued' });
    }
    this.#pump();
  }

  /** Resolves with the item once it is done, failed or canceled. */
  settled(id: string): Promise<UploadItem> {
    const entry = this.#entries.get(id);
    if (!entry) return Promise.reject(new Error(`Unknown upload: ${id}`));
    if (isSettled(entry.item.status)) return Promise.resolve(entry.item);
    return new Promise((resolve) => entry.waiters.push(resolve));
  }

  /**
   * Stops every transfer without deleting anything on the server (as leaving the page does), so a
   * later queue with the same URL storage resumes the same files. The queue is unusable after.
   */
  dispose(): void {
    this.#disposed = true;
    for (const entry of this.#entries.values()) {
      entry.attempt++;
      if (isActive(entry.item.status)) void entry.upload?.abort();
    }
    if (this.#progressTimer) clearTimeout(this.#progressTimer);
    this.#listeners.clear();
  }

  #pause(entry: Entry): boolean {
    const { status } = entry.item;
    if (status !== 'queued' && !isActive(status)) return false;
    if (isActive(status)) {
      entry.attempt++;
      void entry.upload?.abort();
    }
    entry.rate = null;
    this.#update(entry, { status: 'paused', speed: 0, eta: null, retryAttempt: 0 });
    return true;
  }

  #pump(): void {
    if (this.#disposed) return;
    let active = 0;
    for (const entry of this.#entries.values()) if (isActive(entry.item.status)) active++;
    for (const entry of this.#entries.values()) {
      if (active >= this.#concurrency) return;
      if (entry.item.status !== 'queued') continue;
      active++;
      this.#start(entry);
    }
  }

  #start(entry: Entry): void {
    const attempt = ++entry.attempt;
    entry.rate = null;
    this.#update(entry, { status: 'uploading', speed: 0, eta: null, retryAttempt: 0 });
    entry.upload ??= this.#createUpload(entry);
    const { upload } = entry;
    entry.prepared ??= this.#resumePrevious(entry, upload);
    void entry.prepared.then(() => {
      if (entry.attempt === attempt && isActive(entry.item.status)) upload.start();
    });
  }

  /** Before the first start: continue a stored upload of the same file, if there is one. */
  #resumePrevious(entry: Entry, upload: Upload): Promise<void> {
    if (entry.fingerprint === null) return Promise.resolve();
    const inUse = new Set<string>();
    for (const other of this.#entries.values()) {
      if (other !== entry && other.upload?.url && !isSettled(other.item.status)) {
        inUse.add(other.upload.url);
      }
    }
    return resumeNewestPrevious(upload, entry.file.size, inUse);
  }

  #createUpload(entry: Entry): Upload {
    return createTusUpload(this.#settings, entry.file, entry.metadata, entry.fingerprint, {
      shouldRetry: (error, retryAttempt) => {
        if (!isRetryable(error) || !isActive(entry.item.status)) return false;
        entry.rate = null;
        this.#update(entry, {
          status: 'retrying',
          retryAttempt: retryAttempt + 1,
          speed: 0,
          eta: null,
        });
        return true;
      },
      responded: (response) => {
        const ok = response.getStatus() >= 200 && response.getStatus() < 300;
        if (ok && entry.item.status === 'retrying') {
          this.#update(entry, { status: 'uploading', retryAttempt: 0 });
        }
      },
      progress: (bytesSent, bytesTotal) => this.#progress(entry, bytesSent, bytesTotal),
      succeeded: (response) => this.#succeed(entry, response),
      failed: (error) => this.#fail(entry, error),
    });
  }

  #progress(entry: Entry, bytesSent: number, bytesTotal: number): void {
    if (!isActive(entry.item.status)) return;
    const now = Date.now();
    const rate = entry.rate ? updateRate(entry.rate, now, bytesSent) : startRate(now, bytesSent);
    entry.rate = rate;
    const eta = etaSeconds(rate, now, bytesSent, bytesTotal);
    this.#update(entry, { bytesUploaded: bytesSent, bytesTotal, speed: rate.speed, eta }, true);
  }

  #succeed(entry: Entry, response: HttpResponse): void {
    if (!isActive(entry.item.status)) return;
    const result = recordFrom(response);
    if (!result) {
      // Without its record the upload is of no use: a retry starts a fresh one.
      entry.upload = null;
      entry.prepared = Promise.resolve();
      this.#fail(entry, new MissingRecordError('The server sent no file record.'));
      return;
    }
    entry.rate = null;
    const { bytesTotal } = entry.item;
    this.#update(entry, { status: 'done', bytesUploaded: bytesTotal, speed: 0, eta: 0, result });
    this.#settle(entry);
    this.#pump();
  }

  #fail(entry: Entry, error: unknown): void {
    if (!isActive(entry.item.status)) return;
    entry.rate = null;
    const message = uploadFailureMessage(error, entry.item.name);
    this.#update(entry, { status: 'failed', speed: 0, eta: null, retryAttempt: 0, error: message });
    this.#settle(entry);
    this.#pump();
  }

  #settle(entry: Entry): void {
    const waiters = entry.waiters.splice(0);
    for (const resolve of waiters) resolve(entry.item);
  }

  #update(entry: Entry, patch: Partial<UploadItem>, progressOnly = false): void {
    entry.item = { ...entry.item, ...patch };
    this.#changed(progressOnly);
  }

  /** Progress-only changes are announced at most every `progressIntervalMs`; others at once. */
  #changed(progressOnly = false): void {
    this.#snapshot = null;
    if (progressOnly && this.#progressIntervalMs > 0) {
      this.#progressTimer ??= setTimeout(() => this.#emit(), this.#progressIntervalMs);
      return;
    }
    this.#emit();
  }

  #emit(): void {
    if (this.#progressTimer) clearTimeout(this.#progressTimer);
    this.#progressTimer = null;
    for (const listener of [...this.#listeners]) listener();
  }
}
