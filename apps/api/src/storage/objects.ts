import type { Readable } from 'node:stream';
import type { Bucket } from '@google-cloud/storage';
import type { StorageConfig } from './config';
import { createGcsObjectStore } from './gcs-objects';
import { createLocalObjectStore } from './local-objects';

export {
  contentTypeOf,
  isSafeStoragePath,
  isSafeStoragePrefix,
  STORAGE_PATH_MAX_LENGTH,
  uploadMetadata,
} from './object-rules';

/** What the store knows about one object (its path is the key, spec section 7). */
export interface ObjectInfo {
  size: number;
  /** The sniffed or declared type from the upload record, else one from the extension. */
  contentType: string;
  /** False while a (tus) upload is still running or was abandoned: such a file is never served. */
  complete: boolean;
  mtime: Date;
  /** The original file name the upload declared, if any. */
  name: string | null;
}

/** Inclusive byte offsets, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A small driver-agnostic object store: local disk (`${root}/${path}` with the tus record
 * `${path}.json` beside it) or a Cloud Storage bucket (object `path`).
 */
export interface ObjectStore {
  readonly driver: StorageConfig['driver'];
  /** null when the object does not exist (or the path is not a safe storage path). */
  stat(path: string): Promise<ObjectInfo | null>;
  /** A stream of the object's bytes (the whole object without `range`); never buffered. */
  openRead(path: string, range?: ByteRange): Promise<Readable>;
  /** Deletes the objects (and their upload records); missing ones are fine. */
  remove(paths: readonly string[]): Promise<void>;
  /** Deletes everything under `prefix` (`users/{uid}/{projectId}/`) except the paths in `keep`. */
  removePrefix(prefix: string, options?: { keep?: ReadonlySet<string> }): Promise<void>;
  /**
   * Stores a local file at `path` as a complete object (what the server makes itself, such as the
   * audio extracted from a video). Replaces an object already there.
   */
  putFile(path: string, source: string, meta: { contentType: string; name: string }): Promise<void>;
  /** A URL a browser can load without an Authorization header, valid for `urlTtlSeconds`. */
  downloadUrl(path: string, now?: number): Promise<string>;
}

/**
 * The object store of the configured driver. `bucket` is asked for only with STORAGE_DRIVER=gcs
 * (the Firebase Storage bucket through firebase-admin).
 */
export function createObjectStore(config: StorageConfig, bucket: () => Bucket): ObjectStore {
  return config.driver === 'gcs'
    ? createGcsObjectStore(config, bucket())
    : createLocalObjectStore(config);
}
