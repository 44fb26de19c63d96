import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface StoredFileOptions {
  /** The record's declared upload length; a larger one than the bytes means "incomplete". */
  declaredSize?: number;
  filetype?: string;
  filename?: string;
}

/**
 * Puts a file in the local store as a finished tus upload leaves it: `${dataDir}/files/${path}`
 * and its upload record `${path}.json` beside it.
 */
export function putStoredFile(
  dataDir: string,
  path: string,
  bytes: Buffer,
  options: StoredFileOptions = {},
): string {
  const file = join(dataDir, 'files', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  writeFileSync(
    `${file}.json`,
    JSON.stringify({
      id: path,
      size: options.declaredSize ?? bytes.length,
      offset: 0,
      metadata: {
        filetype: options.filetype ?? 'video/mp4',
        filename: options.filename ?? path.slice(path.lastIndexOf('/') + 1),
      },
      creation_date: new Date().toISOString(),
    }),
  );
  return file;
}

/** Deterministic, non-repeating-looking bytes. */
export function someBytes(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}
