import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isOwnedBy, messages } from '@stepwise/contracts';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';
import { isSafeStoragePath, type ObjectStore } from '../storage/objects';

/** `/files/{path}` (what the database and the replies keep) to the storage path. */
export function storagePathOfUrl(url: string): string | null {
  const path = url.startsWith('/files/') ? url.slice('/files/'.length) : null;
  return path && isSafeStoragePath(path) ? path : null;
}

/** A stored file the caller may process: theirs (`users/{uid}/...`), complete. */
export async function requireOwnMedia(
  objects: ObjectStore,
  actor: Identity,
  path: string,
  missing: string = messages.regeneration.videoNotFound,
): Promise<{ size: number; name: string | null }> {
  if (!isSafeStoragePath(path)) {
    throw new AppError('BAD_REQUEST', 'The file path is not a valid storage path.');
  }
  if (!isOwnedBy(path, actor.uid, ['users'])) {
    throw new AppError('FORBIDDEN', 'You can only process your own files.');
  }
  const info = await objects.stat(path);
  if (!info?.complete) throw new AppError('NOT_FOUND', missing);
  return { size: info.size, name: info.name };
}

/** A scratch directory for one piece of work, removed by `dispose` whatever happened. */
export async function scratchDir(root: string): Promise<{ dir: string; dispose(): Promise<void> }> {
  const dir = await mkdtemp(join(root, 'media-'));
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** Copies a stored object to a local file (the media tools read local files). */
export async function downloadTo(
  objects: ObjectStore,
  path: string,
  file: string,
  signal?: AbortSignal,
): Promise<void> {
  const source = await objects.openRead(path);
  await pipeline(source, createWriteStream(file), { signal });
}

/** Where the audio extracted for a user is kept. */
export function audioPathFor(uid: string): string {
  return `users/${uid}/audio/${randomUUID()}.wav`;
}
