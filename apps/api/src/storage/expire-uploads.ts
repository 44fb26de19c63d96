import type { UploadDataStore } from './uploads';

export interface ExpiryOptions {
  /** An unfinished upload without new bytes for this long is deleted (UPLOAD_EXPIRY_HOURS). */
  maxAgeMs: number;
  now?: number;
}

/**
 * Deletes the unfinished uploads (data and record) that received nothing for `maxAgeMs`; complete
 * files are never touched. Returns the ids (storage paths) it deleted.
 */
export async function expireUploads(
  store: UploadDataStore,
  { maxAgeMs, now = Date.now() }: ExpiryOptions,
): Promise<string[]> {
  const removed: string[] = [];
  for await (const upload of store.uploads()) {
    if (upload.complete || now - upload.lastActivity.getTime() < maxAgeMs) continue;
    await store.remove(upload.id);
    removed.push(upload.id);
  }
  return removed;
}

/** How often the job looks: a quarter of the expiry age, between a minute and an hour. */
export function expiryIntervalMs(maxAgeMs: number): number {
  return Math.min(3_600_000, Math.max(60_000, Math.floor(maxAgeMs / 4)));
}

export interface ExpiryJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `expireUploads` on an interval (never two runs at once); errors go to `onError`. */
export function startUploadExpiry(
  store: UploadDataStore,
  options: { maxAgeMs: number; onRun?: (removed: string[]) => void; onError: (e: unknown) => void },
): ExpiryJob {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireUploads(store, { maxAgeMs: options.maxAgeMs })
      .then((removed) => options.onRun?.(removed))
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }, expiryIntervalMs(options.maxAgeMs));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
