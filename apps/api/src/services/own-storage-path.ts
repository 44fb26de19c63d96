import { isOwnedBy, parseStoragePath, type StorageArea } from '@stepwise/contracts';
import { AppError } from '../errors';

/** How one caller refuses a storage path it was sent: its own texts, the areas it accepts. */
export interface StoragePathRefusal {
  /** The 403 `detail` for a path that is not one of the caller's own files. */
  foreign: string;
  /** The 400 `detail` for a path that names no file of an area; without it, such a path is a 403. */
  malformed?: string;
  /** The areas accepted (default: every owned area, `users/`, `tools/`, `materials/`). */
  areas?: readonly StorageArea[];
}

/**
 * A storage path a client sends must name one of the caller's own files (contracts' `isOwnedBy`),
 * so nothing stored can ever point at another user's file. No path (null) has nothing to check.
 */
export function assertOwnStoragePath(
  uid: string,
  path: string | null,
  refusal: StoragePathRefusal,
): void {
  if (path === null) return;
  if (refusal.malformed !== undefined && parseStoragePath(path) === null) {
    throw new AppError('BAD_REQUEST', refusal.malformed);
  }
  if (!isOwnedBy(path, uid, refusal.areas)) throw new AppError('FORBIDDEN', refusal.foreign);
}
