import {
  type AuthoringDraft,
  type ClearDraftResponse,
  type DraftRecord,
  type DraftSaved,
  draftMessages,
  isDraftWithinLimit,
  stripStepNumber,
} from '@stepwise/contracts';
import { type Executor, withTransaction } from '../db/database';
import {
  deleteDraftRow,
  draftRevision,
  findDraftRow,
  upsertDraftRow,
} from '../db/repositories/drafts.repository';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';
import { requireOwnedProject } from './access';

/**
 * The autosaved draft of the authoring editor (issue #9 "Never lose work"). Only the project's
 * creator, as the verified token names them, reads, saves or clears it: a malformed id answers
 * 400, a missing project 404, another creator's 403 (the rules of `requireOwnedProject`).
 */

/** The project's draft, or null when none is saved. */
export async function getDraft(
  db: Executor,
  actor: Identity,
  projectId: string,
): Promise<DraftRecord | null> {
  const project = await requireOwnedProject(db, actor, projectId);
  const row = await findDraftRow(db, project.project_id);
  if (!row) return null;
  return {
    project_id: row.project_id,
    draft: row.data,
    revision: row.revision,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The project's draft; 404 'No draft saved for this project.' when there is none. */
export async function requireDraft(
  db: Executor,
  actor: Identity,
  projectId: string,
): Promise<DraftRecord> {
  const record = await getDraft(db, actor, projectId);
  if (!record) throw new AppError('NOT_FOUND', draftMessages.notFound);
  return record;
}

/** The draft with no step name keeping a leading "Step N:" (the number is the position). */
function withPlainStepNames(draft: AuthoringDraft): AuthoringDraft {
  const plain = <T extends { name: string }>(step: T): T => ({
    ...step,
    name: stripStepNumber(step.name),
  });
  return { ...draft, steps: draft.steps.map(plain), step: plain(draft.step) };
}

/**
 * Stores `draft` (a parsed `authoringDraftSchema`; its step names lose a "Step N:" prefix) as the
 * project's draft and returns it with its new revision. `baseRevision` is the revision the client
 * last read or saved (0: none yet); when the stored one differs, another tab saved (or a finalize
 * cleared it) in between and the save is refused with 409. Null overwrites whatever is stored.
 * Over DRAFT_MAX_BYTES of JSON answers 413. Saves of one project run one at a time (the project
 * row is locked), as does finalize.
 */
export async function saveDraft(
  db: Executor,
  actor: Identity,
  projectId: string,
  sent: AuthoringDraft,
  baseRevision: number | null,
): Promise<DraftSaved> {
  if (!isDraftWithinLimit(sent)) throw new AppError('PAYLOAD_TOO_LARGE', draftMessages.tooLarge);
  const draft = withPlainStepNames(sent);
  return withTransaction(db, async (trx) => {
    const project = await requireOwnedProject(trx, actor, projectId, { forUpdate: true });
    if (baseRevision !== null) {
      const stored = await draftRevision(trx, project.project_id);
      if (stored !== baseRevision) throw new AppError('CONFLICT', draftMessages.conflict);
    }
    const saved = await upsertDraftRow(trx, {
      projectId: project.project_id,
      firebaseUid: actor.uid,
      draft,
    });
    return {
      project_id: project.project_id,
      revision: saved.revision,
      updated_at: saved.updated_at.toISOString(),
    };
  });
}

/** Removes the project's draft; clearing when none is saved succeeds too. */
export async function clearDraft(
  db: Executor,
  actor: Identity,
  projectId: string,
): Promise<ClearDraftResponse> {
  const project = await requireOwnedProject(db, actor, projectId);
  await deleteDraftRow(db, project.project_id);
  return { message: draftMessages.cleared };
}
