import { INCOMPLETE_PROJECT_MIN_AGE_MS, messages } from '@stepwise/contracts';
import type { Executor } from '../../db/database';
import {
  deleteOwnedProjects,
  lockIncompleteProjects,
  storagePathsInUse,
  storagePathsOfProjects,
} from '../../db/repositories/projects.repository';
import type { Identity } from '../../domain/identity';
import { assertSelf, requireOwnedProject } from '../access';
import { type FileRemoval, removeStoredFiles } from '../files.service';
import { withTransaction } from './guards';

/**
 * What deleted projects leave in the file storage, for whoever removes files: the paths they
 * referred to that no remaining project of the owner uses (videos, thumbnails), and each
 * project's own folder `users/{uid}/{projectId}/` (frames, step files, result images...).
 */
export interface RemovedProjectStorage {
  file_keys: string[];
  folders: string[];
}

async function removeProjects(
  trx: Executor,
  ownerUid: string,
  projectIds: string[],
  options: { onlyWithoutSteps?: boolean } = {},
): Promise<{ deleted: string[]; storage: RemovedProjectStorage }> {
  const referenced = await storagePathsOfProjects(trx, projectIds);
  const deleted = await deleteOwnedProjects(trx, ownerUid, projectIds, options);
  const gone = new Set(deleted);
  const candidates = [
    ...new Set(referenced.filter((ref) => gone.has(ref.project_id)).map((ref) => ref.path)),
  ];
  const inUse = await storagePathsInUse(trx, ownerUid, candidates);
  return {
    deleted,
    storage: {
      file_keys: candidates.filter((path) => !inUse.has(path)),
      folders: deleted.map((projectId) => `users/${ownerUid}/${projectId}/`),
    },
  };
}

/**
 * With `files`, removes the stored files once the deletion committed (a failure is logged, never
 * thrown). Inside a caller's transaction nothing is committed yet: that caller removes them.
 */
async function removeFilesAfterCommit(
  db: Executor,
  files: FileRemoval | undefined,
  storage: RemovedProjectStorage,
): Promise<void> {
  if (files && !db.isTransaction) await removeStoredFiles(db, files, storage);
}

/**
 * DELETE /projects/{projectId}: removes the caller's project; the schema cascades to its files,
 * steps, buy list, likes, saves, comments and views, and `files` removes the stored files after
 * the commit. The REST reply is only `{ message }`.
 */
export async function deleteProject(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
  files?: FileRemoval,
): Promise<{ message: string; storage: RemovedProjectStorage }> {
  assertSelf(actor, claimedUid);
  const result = await withTransaction(db, async (trx) => {
    await requireOwnedProject(trx, actor, projectId, { forUpdate: true });
    const { storage } = await removeProjects(trx, actor.uid, [projectId]);
    return { message: messages.myProjects.deleted, storage };
  });
  await removeFilesAfterCommit(db, files, result.storage);
  return result;
}

/**
 * Deletes the caller's incomplete projects: no steps, and not updated during the last hour (a
 * project the creation flow made a minute ago survives). One transaction: all or nothing; then
 * `files` removes their stored files.
 */
export async function cleanupIncompleteProjects(
  db: Executor,
  actor: Identity,
  claimedUid?: string,
  files?: FileRemoval,
): Promise<{ deleted: number; storage: RemovedProjectStorage }> {
  assertSelf(actor, claimedUid);
  const result = await withTransaction(db, async (trx) => {
    const candidates = await lockIncompleteProjects(trx, actor.uid, INCOMPLETE_PROJECT_MIN_AGE_MS);
    const { deleted, storage } = await removeProjects(trx, actor.uid, candidates, {
      onlyWithoutSteps: true,
    });
    return { deleted: deleted.length, storage };
  });
  await removeFilesAfterCommit(db, files, result.storage);
  return result;
}
