import type { RepositoryKind, UploadedFileRecord, UploadPurpose } from '@stepwise/contracts';
import type { HttpStack, UploadOptions } from 'tus-js-client';

/** Where an item is in its life. `done`, `failed` and `canceled` are settled. */
export type UploadStatus =
  | 'queued'
  | 'uploading'
  | 'paused'
  | 'retrying'
  | 'done'
  | 'failed'
  | 'canceled';

export const SETTLED_STATUSES: readonly UploadStatus[] = ['done', 'failed', 'canceled'];
/** The statuses that hold one of the queue's concurrency slots. */
export const ACTIVE_STATUSES: readonly UploadStatus[] = ['uploading', 'retrying'];

/** What a file is uploaded for; sent as tus `Upload-Metadata`, the server picks the path from it. */
export interface EnqueueOptions {
  purpose: UploadPurpose;
  /** The project the file belongs to (every purpose but videos and repository images). */
  projectId?: string;
  /** For repository images: the tools or the materials folder. */
  repositoryKind?: RepositoryKind;
  /** The file name to send; defaults to the File's own name (a Blob has none). */
  filename?: string;
  /** A captured frame's name (`frame_{ms}.jpg`, `result_frame_{ms}.jpg`), sent as the file name. */
  frameName?: string;
}

/** One file in the queue, as screens read it. Immutable: a change replaces the object. */
export interface UploadItem {
  readonly id: string;
  readonly name: string;
  /** The MIME type sent as `filetype`. */
  readonly type: string;
  readonly purpose: UploadPurpose;
  readonly projectId: string | null;
  readonly repositoryKind: RepositoryKind | null;
  readonly status: UploadStatus;
  readonly bytesUploaded: number;
  readonly bytesTotal: number;
  /** Smoothed transfer rate in bytes per second; 0 while not moving. */
  readonly speed: number;
  /** Seconds left, from the elapsed time and the progress of the current attempt; null if unknown. */
  readonly eta: number | null;
  /** 1, 2, ... while an automatic retry is pending or running; 0 otherwise. */
  readonly retryAttempt: number;
  /** A message a person can read: the server's `detail`, a spec text, or 'Failed to upload ...'. */
  readonly error: string | null;
  /** The server's uploaded file record (spec 3) once `done`. */
  readonly result: UploadedFileRecord | null;
}

/** The whole queue at a glance. Canceled and failed items do not count towards the bytes. */
export interface UploadTotals {
  readonly bytesTotal: number;
  readonly bytesUploaded: number;
  /** 0..1 */
  readonly progress: number;
  /** Sum of the active items' speeds, bytes per second. */
  readonly speed: number;
  /** Seconds until every queued and active item is done; null when nothing is moving. */
  readonly eta: number | null;
  readonly queued: number;
  readonly active: number;
  readonly paused: number;
  readonly done: number;
  readonly failed: number;
}

export interface UploadQueueSnapshot {
  readonly items: readonly UploadItem[];
  readonly totals: UploadTotals;
}

export type UrlStorage = NonNullable<UploadOptions['urlStorage']>;
export type TusFileReader = NonNullable<UploadOptions['fileReader']>;

export interface UploadQueueOptions {
  /** The signed-in user's Firebase ID token (null when signed out); asked before every request. */
  getToken: () => Promise<string | null>;
  /** The tus endpoint; relative URLs resolve against the page. Default '/uploads'. */
  endpoint?: string;
  /** How many files upload at once. Default 2. */
  concurrency?: number;
  /** Bytes per PATCH request. Default 32 MiB (the server takes at most 64 MiB per request). */
  chunkSize?: number;
  /** Waits (ms) before each automatic retry. Default [0, 1000, 3000, 5000, 10000, 20000]. */
  retryDelays?: readonly number[];
  /** Where upload URLs are kept for resuming after a reload. Default: tus-js-client's (localStorage). */
  urlStorage?: UrlStorage;
  /** Who the uploads belong to (the signed-in uid): part of the resume fingerprint. */
  owner?: string;
  /** Progress-only changes are announced at most this often (ms). Default 100; 0 = every event. */
  progressIntervalMs?: number;
  /** Transport overrides for runtimes other than the browser (tests run in Node). */
  transport?: { httpStack?: HttpStack; fileReader?: TusFileReader };
}
