import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env';

/**
 * Where files live. An object's **path** (`users/{uid}/videos/...`, spec section 7) is its key
 * everywhere: on local disk the file `${root}/${path}` (with the tus upload record
 * `${root}/${path}.json` beside it), in Cloud Storage the object `path` of the bucket.
 */
export interface StorageConfig {
  driver: 'local' | 'gcs';
  /** Local driver: the folder under which paths are stored (`$DATA_DIR/files`). */
  root: string;
  /** gcs driver: the bucket name (Firebase Storage bucket). */
  bucket: string | null;
  /** HMAC key of the local driver's signed download URLs. */
  urlSecret: Buffer;
  urlTtlSeconds: number;
  uploadExpiryMs: number;
}

/**
 * The signing key: FILE_URL_SECRET (required when several API instances share files), else one
 * generated once and kept in the data folder so URLs survive a restart.
 */
function urlSecret(env: Env, dataDir: string): Buffer {
  if (env.FILE_URL_SECRET) return Buffer.from(env.FILE_URL_SECRET, 'utf8');
  const file = join(dataDir, 'file-url-secret');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32);
    writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
    return secret;
  }
}

export function storageConfig(env: Env): StorageConfig {
  const dataDir = resolve(env.DATA_DIR);
  const root = join(dataDir, 'files');
  if (env.STORAGE_DRIVER === 'local') mkdirSync(root, { recursive: true });
  return {
    driver: env.STORAGE_DRIVER,
    root,
    bucket: env.STORAGE_BUCKET ?? null,
    urlSecret: urlSecret(env, dataDir),
    urlTtlSeconds: env.FILE_URL_TTL_SECONDS,
    uploadExpiryMs: env.UPLOAD_EXPIRY_HOURS * 3600 * 1000,
  };
}
