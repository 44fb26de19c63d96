import { type UploadedFileRecord, uploadedFileRecordSchema } from '@stepwise/contracts';
import { type DetailedError, type HttpResponse, Upload, type UploadOptions } from 'tus-js-client';
import type { UploadItem, UploadQueueOptions, UrlStorage } from '@/features/uploads/types';
import { NotAuthenticatedError } from '@/features/uploads/upload-errors';

/** What every upload of one queue shares. */
export interface TusSettings {
  endpoint: string;
  chunkSize: number;
  retryDelays: readonly number[];
  urlStorage: UrlStorage;
  /** Part of the resume fingerprint: another account's stored uploads never match. */
  owner: string;
  getToken: () => Promise<string | null>;
  transport: UploadQueueOptions['transport'];
}

/** What one upload reports back to its queue. */
export interface TusCallbacks {
  /** Decides on an automatic retry (true = tus-js-client waits its delay and tries again). */
  shouldRetry(error: DetailedError, retryAttempt: number): boolean;
  responded(response: HttpResponse): void;
  progress(bytesSent: number, bytesTotal: number): void;
  succeeded(lastResponse: HttpResponse): void;
  failed(error: unknown): void;
}

export type Destination = Pick<UploadItem, 'purpose' | 'projectId' | 'repositoryKind' | 'name'>;

export function isFile(file: Blob): file is File {
  return typeof (file as Partial<File>).name === 'string' && 'lastModified' in file;
}

/** tus-js-client resolves upload URLs against the endpoint, so it must be absolute. */
export function resolveEndpoint(endpoint: string): string {
  const base = globalThis.location?.href;
  return base ? new URL(endpoint, base).toString() : endpoint;
}

/** The tus `Upload-Metadata` the server reads: exactly these keys, the ids only when given. */
export function uploadMetadata(
  item: Destination & Pick<UploadItem, 'type'>,
): Record<string, string> {
  const metadata: Record<string, string> = {
    purpose: item.purpose,
    filename: item.name,
    filetype: item.type,
  };
  if (item.projectId) metadata.projectId = item.projectId;
  if (item.repositoryKind) metadata.repositoryKind = item.repositoryKind;
  return metadata;
}

/**
 * Same file (name, type, size, date), same destination, same user: a File picked again after a
 * reload matches its stored upload. A Blob (a captured frame) does not outlive the page, so it
 * gets none and is never stored for resuming.
 */
export function uploadFingerprint(
  settings: TusSettings,
  file: File | Blob,
  destination: Destination,
): string | null {
  if (!isFile(file)) return null;
  return [
    'stepwise',
    settings.owner,
    settings.endpoint,
    destination.purpose,
    destination.projectId ?? '',
    destination.repositoryKind ?? '',
    destination.name,
    file.type,
    file.size,
    file.lastModified,
  ].join('|');
}

/**
 * One tus upload: chunked PATCHes of `chunkSize` read from the file one at a time, a fresh bearer
 * token before every request, the URL stored for resuming until it succeeds.
 */
export function createTusUpload(
  settings: TusSettings,
  file: File | Blob,
  metadata: Record<string, string>,
  fingerprint: string | null,
  callbacks: TusCallbacks,
): Upload {
  // tus-js-client accepts a null fingerprint (nothing stored) although its types say string.
  const fingerprintOption = (() =>
    Promise.resolve(fingerprint)) as unknown as UploadOptions['fingerprint'];
  return new Upload(file, {
    endpoint: settings.endpoint,
    chunkSize: settings.chunkSize,
    retryDelays: [...settings.retryDelays],
    metadata,
    fingerprint: fingerprintOption,
    urlStorage: settings.urlStorage,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    ...settings.transport,
    onBeforeRequest: async (request) => {
      const token = await settings.getToken();
      if (!token) throw new NotAuthenticatedError();
      request.setHeader('Authorization', `Bearer ${token}`);
    },
    onAfterResponse: (_request, response) => callbacks.responded(response),
    onShouldRetry: (error, retryAttempt) => callbacks.shouldRetry(error, retryAttempt),
    onProgress: (bytesSent, bytesTotal) => callbacks.progress(bytesSent, bytesTotal),
    onSuccess: ({ lastResponse }) => callbacks.succeeded(lastResponse),
    onError: (error) => callbacks.failed(error),
  });
}

/**
 * Points `upload` at the newest stored upload of the same file (e.g. from before a reload), so it
 * continues from the server's offset. Skips URLs another upload of this page is using.
 */
export async function resumeNewestPrevious(
  upload: Upload,
  size: number,
  inUse: ReadonlySet<string>,
): Promise<void> {
  try {
    const [newest] = (await upload.findPreviousUploads())
      .filter((p) => p.uploadUrl && !inUse.has(p.uploadUrl) && p.size === size)
      .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
    if (newest) upload.resumeFromPreviousUpload(newest);
  } catch {
    // An unreadable URL storage only costs the resume: the upload starts afresh.
  }
}

/** The uploaded file record from the body of the PATCH that completed the upload. */
export function recordFrom(response: HttpResponse): UploadedFileRecord | null {
  try {
    const parsed = uploadedFileRecordSchema.safeParse(JSON.parse(response.getBody()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
