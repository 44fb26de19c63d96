import type { AuthoringDraft } from '@stepwise/contracts';
import { sql } from 'kysely';
import type { Executor } from '../database';
import type { AuthoringDraftRow } from '../tables/authoring-drafts.table';

/** The project's autosaved draft, if any. */
export async function findDraftRow(
  db: Executor,
  projectId: string,
): Promise<AuthoringDraftRow | undefined> {
  return db
    .selectFrom('authoring_drafts')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** The stored revision of the project's draft; 0 when there is none. */
export async function draftRevision(db: Executor, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('authoring_drafts')
    .select('revision')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.revision ?? 0;
}

/**
 * Stores `draft` as the project's draft: inserted at revision 1, or replacing the stored one with
 * its revision + 1. Returns the new revision and time (not the document, which the caller has).
 */
export async function upsertDraftRow(
  db: Executor,
  values: { projectId: string; firebaseUid: string; draft: AuthoringDraft },
): Promise<Pick<AuthoringDraftRow, 'revision' | 'updated_at'>> {
  return db
    .insertInto('authoring_drafts')
    .values({
      project_id: values.projectId,
      firebase_uid: values.firebaseUid,
      data: JSON.stringify(values.draft),
    })
    .onConflict((oc) =>
      oc.column('project_id').doUpdateSet({
        data: (eb) => eb.ref('excluded.data'),
        revision: sql<number>`authoring_drafts.revision + 1`,
      }),
    )
    .returning(['revision', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** Removes the project's draft; the number of rows removed (0 or 1). */
export async function deleteDraftRow(db: Executor, projectId: string): Promise<number> {
  const result = await db
    .deleteFrom('authoring_drafts')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
