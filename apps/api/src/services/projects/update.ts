import {
  messages,
  storageFileUrl,
  type TogglePublicationResponse,
  type UpdateThumbnailInput,
} from '@stepwise/contracts';
import type { Executor } from '../../db/database';
import {
  setProjectThumbnail,
  toggleProjectPublished,
} from '../../db/repositories/projects.repository';
import type { Identity } from '../../domain/identity';
import { AppError } from '../../errors';
import { assertSelf, requireOwnedProject } from '../access';
import { assertOwnStoragePath } from '../own-storage-path';
import { projectFileRefusal, withTransaction } from './guards';

/**
 * POST /projects/{projectId}/toggle-publication: moves the project between draft and published.
 * A draft is published only once it has finished steps (409 otherwise: a learner would open an
 * empty project); a published project can always be unpublished.
 */
export async function togglePublication(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
): Promise<Required<TogglePublicationResponse>> {
  assertSelf(actor, claimedUid);
  return withTransaction(db, async (trx) => {
    // The locked row exists until the transaction ends: no toggle means no finished steps.
    await requireOwnedProject(trx, actor, projectId, { forUpdate: true });
    const published = await toggleProjectPublished(trx, projectId);
    if (published === undefined) {
      throw new AppError('CONFLICT', messages.myProjects.publishNeedsSteps);
    }
    return {
      message: published ? messages.myProjects.published : messages.myProjects.unpublished,
      is_published: published,
    };
  });
}

export interface ThumbnailUpdate {
  message: string;
  thumbnail_url: string;
  /** The thumbnail this one replaced (for the storage clean-up), or null. */
  previous_thumbnail_path: string | null;
}

/**
 * PATCH /projects/{projectId}/thumbnail: points the project at an image of the caller's storage
 * area; the URL is derived by the server (`/files/{path}`).
 */
export async function updateThumbnail(
  db: Executor,
  actor: Identity,
  projectId: string,
  input: Pick<UpdateThumbnailInput, 'thumbnail_path'> & { firebase_uid?: string },
): Promise<ThumbnailUpdate> {
  assertSelf(actor, input.firebase_uid);
  await requireOwnedProject(db, actor, projectId);
  assertOwnStoragePath(
    actor.uid,
    input.thumbnail_path,
    projectFileRefusal(actor, 'thumbnail_path'),
  );
  const thumbnailUrl = storageFileUrl(input.thumbnail_path);
  const updated = await setProjectThumbnail(db, projectId, {
    path: input.thumbnail_path,
    url: thumbnailUrl,
  });
  if (!updated) throw new AppError('NOT_FOUND', messages.annotate.projectNotFound);
  return {
    message: messages.myProjects.thumbnailUpdated,
    thumbnail_url: thumbnailUrl,
    previous_thumbnail_path:
      updated.previous_path === input.thumbnail_path ? null : updated.previous_path,
  };
}
