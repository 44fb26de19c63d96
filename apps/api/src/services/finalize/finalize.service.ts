import {
  type FinalizeData,
  type FinalizeResponse,
  mergeBuyItems,
  storageFileUrl,
} from '@stepwise/contracts';
import { type Executor, withTransaction } from '../../db/database';
import { replaceBuyListRows } from '../../db/repositories/buy-list.repository';
import { deleteDraftRow } from '../../db/repositories/drafts.repository';
import {
  insertAnnotationRows,
  insertStepMaterialRows,
  insertStepToolRows,
  insertSupplementaryFileRows,
  replaceProjectSteps,
  setProjectThumbnail,
} from '../../db/repositories/steps.repository';
import type { Identity } from '../../domain/identity';
import { assertSelf, requireOwnedProject } from '../access';
import { finalizeDatabaseError } from './db-errors';
import { linkRepositoryItems } from './repository-links';
import { buyListItems, childRows, itemEntries, stepRow } from './step-rows';
import { assertOwnPayloadPaths } from './storage-paths';

/**
 * Finish project (spec 5, POST /upload_steps): replaces the project's steps with the payload's,
 * all or nothing, in one transaction on the locked project row:
 * delete the stored steps the payload does not name by `step_id` (their annotations, tool and
 * material links and files go with them), link every tool and material to the creator's
 * repository (creating missing items), write the steps (finalized; a named one overwritten in
 * place, keeping its id and the learners' progress on it; a new one stored under the uuid the
 * editor gave it unless a step of any project holds that id) and everything they own with a few
 * multi-row statements, store the merged buy list, set the thumbnail when one is given, and
 * remove the project's autosaved draft.
 *
 * Sending the same payload again gives the same steps and finds the same repository items.
 * `user_id` must be the caller (403); the project must be theirs (400/404/403); every storage
 * path must be one of their files (400/403). A database rule the payload breaks answers 4xx,
 * naming the step, and leaves the project as it was.
 */
export async function finalizeProject(
  db: Executor,
  actor: Identity,
  data: FinalizeData,
): Promise<FinalizeResponse> {
  assertSelf(actor, data.user_id);
  assertOwnPayloadPaths(actor.uid, data);
  const stepIndexById = new Map<string, number>();
  try {
    return await withTransaction(db, async (trx) => {
      const project = await requireOwnedProject(trx, actor, data.project_id, { forUpdate: true });
      const projectId = project.project_id;
      const links = await linkRepositoryItems(trx, actor.uid, itemEntries(data.steps));

      // Every step keeps the id it is sent with when that is safe (issue #20 "stable ids"): a
      // stored step of this project is overwritten in place (a learner's progress on it stays),
      // a new step's own uuid is kept unless some step of any project holds it; see
      // `replaceProjectSteps`. The other stored steps go.
      const stepIds = await replaceProjectSteps(
        trx,
        projectId,
        data.steps.map((step) => ({ ...stepRow(projectId, step), step_id: step.step_id })),
      );
      stepIds.forEach((id, index) => {
        stepIndexById.set(id, index);
      });

      const rows = childRows(data.steps, stepIds, links);
      await insertAnnotationRows(trx, rows.annotations);
      await insertStepToolRows(trx, rows.tools);
      await insertStepMaterialRows(trx, rows.materials);
      await insertSupplementaryFileRows(trx, rows.files);

      await replaceBuyListRows(trx, projectId, mergeBuyItems(buyListItems(data, links)));
      if (data.thumbnail_path) {
        await setProjectThumbnail(trx, projectId, {
          thumbnail_path: data.thumbnail_path,
          thumbnail_url: storageFileUrl(data.thumbnail_path),
        });
      }

      // The autosaved editor draft has done its job once the steps are stored.
      await deleteDraftRow(trx, projectId);

      const count = stepIds.length;
      return {
        message: `Project "${project.name}" finalized with ${count} ${count === 1 ? 'step' : 'steps'}.`,
        project_id: projectId,
        step_count: count,
      };
    });
  } catch (error) {
    throw finalizeDatabaseError(error, stepIndexById) ?? error;
  }
}
