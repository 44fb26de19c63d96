import {
  isOwnedBy,
  parseStoragePath,
  type SignFileUrlsInput,
  type SignFileUrlsResponse,
} from '@stepwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/database';
import { referencedStoragePaths } from '../db/repositories/files.repository';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';
import { isSafeStoragePath, type ObjectStore } from '../storage/objects';
import type { RemovedProjectStorage } from './projects/remove';

/**
 * Reading stored files (spec 7 "Cloud file storage"; issue #4 "Downloads"): files of a published
 * project are readable by any signed-in user, a draft's only by its owner, and everything in a
 * user's own areas (`users/`, `tools/`, `materials/` + uid: contracts' `isOwnedBy`) by that user.
 */

/** The uid whose area `users/{uid}/...` holds `path` (a file or a folder ending in `/`), or null. */
function usersAreaOwner(path: string): string | null {
  const parts = parseStoragePath(path.endsWith('/') ? path.slice(0, -1) : path);
  return parts?.area === 'users' ? parts.owner : null;
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

function refusal(refused: readonly string[]): AppError {
  const shown = refused.slice(0, 3).join(', ');
  const more = refused.length > 3 ? ` and ${refused.length - 3} more` : '';
  return new AppError(
    'FORBIDDEN',
    `You cannot open ${shown}${more}: only your own files and the files of published projects can be read.`,
  );
}

/**
 * Short-lived download URLs for `paths` (`{ urls: { [path]: url } }`). Allowed: any path in the
 * caller's own area, and any path a PUBLISHED project refers to (checked in one query); anything
 * else answers 403 naming the path. A path that does not exist (yet) signs fine: the download
 * answers 404.
 */
export async function signFileUrls(
  db: Executor,
  objects: ObjectStore,
  actor: Identity,
  input: SignFileUrlsInput,
): Promise<SignFileUrlsResponse> {
  const paths = [...new Set(input.paths)];
  const invalid = paths.find((path) => !isSafeStoragePath(path));
  if (invalid !== undefined) {
    throw new AppError(
      'BAD_REQUEST',
      `"${invalid.slice(0, 200)}" is not a storage path (relative, "/"-separated, without "." or ".." segments).`,
    );
  }
  const foreign = paths.filter((path) => !isOwnedBy(path, actor.uid));
  if (foreign.length > 0) {
    const published = await referencedStoragePaths(db, {
      owners: unique(foreign.map(usersAreaOwner)),
      publishedOnly: true,
      paths: foreign,
    });
    const refused = foreign.filter((path) => !published.has(path));
    if (refused.length > 0) throw refusal(refused);
  }
  const now = Date.now();
  const entries = await Promise.all(
    paths.map(async (path) => [path, await objects.downloadUrl(path, now)] as const),
  );
  return { urls: Object.fromEntries(entries) };
}

/** What removing files needs: the store, and where to report a failure. */
export interface FileRemoval {
  objects: ObjectStore;
  log: FastifyBaseLogger;
}

/**
 * Deletes what deleted projects left in the store, after their transaction committed: the
 * `file_keys` no other project of the owner uses, and each project's folder. Anything a remaining
 * row (another project, a repository item) still refers to is kept, whatever the folder. A
 * storage failure is logged and swallowed: the projects are gone either way, and the worst case
 * is an orphaned file, never a deleted file that is still in use.
 */
export async function removeStoredFiles(
  db: Executor,
  removal: FileRemoval,
  storage: RemovedProjectStorage,
): Promise<void> {
  const { file_keys: fileKeys, folders } = storage;
  if (fileKeys.length === 0 && folders.length === 0) return;
  let keep: Set<string>;
  try {
    keep = await referencedStoragePaths(db, {
      owners: unique([...fileKeys, ...folders].map(usersAreaOwner)),
      publishedOnly: false,
      paths: fileKeys,
      prefixes: folders,
    });
  } catch (error) {
    removal.log.error({ err: error, storage }, 'could not check which files are still in use');
    return;
  }
  const work = [
    removal.objects.remove(fileKeys.filter((path) => !keep.has(path))),
    ...folders.map((folder) => removal.objects.removePrefix(folder, { keep })),
  ];
  const results = await Promise.allSettled(work);
  for (const result of results) {
    if (result.status === 'rejected') {
      removal.log.error(
        { err: result.reason, storage },
        'removing a deleted project’s files failed',
      );
    }
  }
}
