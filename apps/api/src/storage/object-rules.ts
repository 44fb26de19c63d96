import { fileExtension, parseStoragePath } from '@stepwise/contracts';

/**
 * Rules every object store applies to paths and types (shared by the local and gcs drivers). What
 * a safe path is, is contracts' storage-path module; the stores' code imports it from here.
 */
export { isSafeStoragePath, STORAGE_PATH_MAX_LENGTH } from '@stepwise/contracts';

/**
 * A folder prefix that removePrefix accepts: a safe path of at least three segments ending in `/`
 * (`users/{uid}/{projectId}/`), so a bug can never wipe a whole user's area or the store.
 */
export function isSafeStoragePrefix(prefix: string): boolean {
  return prefix.endsWith('/') && parseStoragePath(prefix.slice(0, -1)) !== null;
}

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogg': 'video/ogg',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.mkv': 'video/x-matroska',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}$/;
const GENERIC_TYPE = 'application/octet-stream';

/** The first well-formed, specific MIME type among `declared`; else one from the extension. */
export function contentTypeOf(path: string, ...declared: unknown[]): string {
  for (const candidate of declared) {
    const type = typeof candidate === 'string' ? candidate.trim().toLowerCase() : '';
    if (MIME_TYPE.test(type) && type !== GENERIC_TYPE) return type;
  }
  return TYPES_BY_EXTENSION[fileExtension(path)] ?? GENERIC_TYPE;
}

/** Reads the tus upload metadata (`filetype`, `filename`) out of whatever a record holds. */
export function uploadMetadata(value: unknown): { filetype?: string; filename?: string } {
  if (!value || typeof value !== 'object') return {};
  const { filetype, filename } = value as Record<string, unknown>;
  return {
    ...(typeof filetype === 'string' ? { filetype } : {}),
    ...(typeof filename === 'string' ? { filename } : {}),
  };
}
