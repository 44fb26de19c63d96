import {
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageConfig } from './config';
import { isMissing, RECORD_SUFFIX, unlinkIfPresent } from './local-fs';
import {
  contentTypeOf,
  isSafeStoragePath,
  isSafeStoragePrefix,
  uploadMetadata,
} from './object-rules';
import type { ObjectStore } from './objects';
import { cachedUrlSigner } from './signing';

/**
 * Files on local disk: `${root}/${path}` and its upload record `${root}/${path}.json`. A file is
 * complete when its byte length equals the record's `size` (a deferred-length upload, without a
 * size, is not complete); a file without a record is not something an upload finished.
 */
export function createLocalObjectStore(
  config: Pick<StorageConfig, 'root' | 'urlSecret' | 'urlTtlSeconds'>,
): ObjectStore {
  const root = resolve(config.root);
  const signedUrl = cachedUrlSigner(config);

  /** The absolute file of a storage path, or null when the path could leave the root. */
  function fileOf(path: string): string | null {
    if (!isSafeStoragePath(path)) return null;
    const file = resolve(root, path);
    return file.startsWith(root + sep) ? file : null;
  }

  async function removeTree(dir: string, keep: ReadonlySet<string>) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        await removeTree(full, keep);
        continue;
      }
      const path = relative(root, full).split(sep).join('/');
      const owner = path.endsWith(RECORD_SUFFIX) ? path.slice(0, -RECORD_SUFFIX.length) : null;
      if (keep.has(path) || (owner !== null && keep.has(owner))) continue;
      await unlinkIfPresent(full);
    }
    try {
      await rmdir(dir);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && !isMissing(error)) throw error;
    }
  }

  return {
    driver: 'local',

    async stat(path) {
      const file = fileOf(path);
      if (!file) return null;
      let record: { size?: unknown; metadata?: unknown };
      try {
        record = JSON.parse(await readFile(file + RECORD_SUFFIX, 'utf8'));
      } catch {
        return null;
      }
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const declared = typeof record?.size === 'number' ? record.size : null;
        const metadata = uploadMetadata(record?.metadata);
        return {
          size: info.size,
          contentType: contentTypeOf(path, metadata.filetype),
          complete: declared !== null && info.size === declared,
          mtime: info.mtime,
          name: metadata.filename ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async openRead(path, range) {
      const file = fileOf(path);
      if (!file) throw Object.assign(new Error(`Not a storage path: ${path}`), { code: 'ENOENT' });
      // Opening first makes a file deleted since `stat` fail here, before any header is sent.
      const handle = await open(file, 'r');
      return handle.createReadStream({
        ...(range ? { start: range.start, end: range.end } : {}),
        autoClose: true,
      }) as Readable;
    },

    async remove(paths) {
      for (const path of paths) {
        const file = fileOf(path);
        if (!file) continue;
        await unlinkIfPresent(file);
        await unlinkIfPresent(file + RECORD_SUFFIX);
      }
    },

    async removePrefix(prefix, options = {}) {
      if (!isSafeStoragePrefix(prefix)) throw new Error(`Refusing to remove prefix ${prefix}`);
      const dir = fileOf(prefix.slice(0, -1));
      if (!dir) throw new Error(`Refusing to remove prefix ${prefix}`);
      const keep = options.keep ?? new Set<string>();
      const kept = [...keep].some((path) => path.startsWith(prefix));
      if (!kept) {
        await rm(dir, { recursive: true, force: true });
        return;
      }
      await removeTree(dir, keep);
    },

    async putFile(path, source, meta) {
      const file = fileOf(path);
      if (!file) throw new Error(`Not a storage path: ${path}`);
      await mkdir(dirname(file), { recursive: true });
      // The record last: until it is written the object is not complete, so never served.
      await unlinkIfPresent(file + RECORD_SUFFIX);
      await copyFile(source, file);
      const { size } = await stat(file);
      const metadata = { filetype: meta.contentType, filename: meta.name };
      await writeFile(file + RECORD_SUFFIX, JSON.stringify({ id: path, size, metadata }));
    },

    async downloadUrl(path, now) {
      return signedUrl(path, now);
    },
  };
}
