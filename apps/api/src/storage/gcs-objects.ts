import type { Readable } from 'node:stream';
import type { Bucket } from '@google-cloud/storage';
import type { StorageConfig } from './config';
import {
  contentTypeOf,
  isSafeStoragePath,
  isSafeStoragePrefix,
  uploadMetadata,
} from './object-rules';
import type { ObjectStore } from './objects';

/** Cloud Storage's limit for a v4 signed URL's lifetime. */
const V4_MAX_LIFETIME_MS = 7 * 24 * 3600 * 1000;

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === 404;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function notAStoragePath(path: string): Error {
  return Object.assign(new Error(`Not a storage path: ${path}`), { code: 'ENOENT' });
}

/**
 * Objects in a Cloud Storage bucket (the Firebase Storage bucket of STORAGE_DRIVER=gcs). An object
 * that @tus/gcs-store is still writing carries its declared length in the custom metadata `size`
 * while the object's own size is the bytes received so far: it is complete when both agree. An
 * object written some other way (no tus metadata) is complete.
 */
export function createGcsObjectStore(
  config: Pick<StorageConfig, 'urlTtlSeconds'>,
  bucket: Bucket,
): ObjectStore {
  return {
    driver: 'gcs',

    async stat(path) {
      if (!isSafeStoragePath(path)) return null;
      try {
        const [meta] = await bucket.file(path).getMetadata();
        const custom = (meta.metadata ?? {}) as Record<string, unknown>;
        const size = Number(meta.size ?? 0);
        const isTusUpload = custom.tus_version !== undefined;
        const declared =
          custom.size === null || custom.size === undefined ? null : Number(custom.size);
        const metadata = uploadMetadata(parseJson(custom.metadata));
        return {
          size,
          contentType: contentTypeOf(path, metadata.filetype, meta.contentType),
          complete: isTusUpload ? declared !== null && declared === size : true,
          mtime: new Date(meta.updated ?? meta.timeCreated ?? 0),
          name: metadata.filename ?? null,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async openRead(path, range) {
      if (!isSafeStoragePath(path)) throw notAStoragePath(path);
      return bucket
        .file(path)
        .createReadStream(range ? { start: range.start, end: range.end } : {}) as Readable;
    },

    async remove(paths) {
      await Promise.all(
        paths
          .filter(isSafeStoragePath)
          .map((path) => bucket.file(path).delete({ ignoreNotFound: true })),
      );
    },

    async removePrefix(prefix, options = {}) {
      if (!isSafeStoragePrefix(prefix)) throw new Error(`Refusing to remove prefix ${prefix}`);
      const keep = options.keep ?? new Set<string>();
      const [files] = await bucket.getFiles({ prefix });
      await Promise.all(
        files
          .filter((file) => !keep.has(file.name))
          .map((file) => file.delete({ ignoreNotFound: true })),
      );
    },

    async putFile(path, source, meta) {
      if (!isSafeStoragePath(path)) throw notAStoragePath(path);
      await bucket.upload(source, {
        destination: path,
        contentType: meta.contentType,
        metadata: {
          metadata: {
            metadata: JSON.stringify({ filetype: meta.contentType, filename: meta.name }),
          },
        },
        resumable: false,
      });
    },

    /** The bucket's own v4 signed URL (signed locally with the service account's key). */
    async downloadUrl(path, now = Date.now()) {
      if (!isSafeStoragePath(path)) throw notAStoragePath(path);
      const expires = now + Math.min(config.urlTtlSeconds * 1000, V4_MAX_LIFETIME_MS);
      const [url] = await bucket
        .file(path)
        .getSignedUrl({ version: 'v4', action: 'read', expires });
      return url;
    },
  };
}
