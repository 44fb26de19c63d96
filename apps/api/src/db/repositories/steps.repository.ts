import { sql } from 'kysely';
import type { Executor } from '../database';
import type { NewAnnotation } from '../tables/annotations.table';
import type { NewStepMaterial } from '../tables/step-materials.table';
import type { NewStepTool } from '../tables/step-tools.table';
import type { NewStep } from '../tables/steps.table';
import type { NewSupplementaryFile } from '../tables/supplementary-files.table';

/**
 * A project's steps and what they own. Reads take the project id and fetch one child table each
 * (joined on the project, never a query per step); writes insert many rows per statement.
 */

/** PostgreSQL accepts at most 65,535 bind parameters in one statement; stay well below. */
const MAX_PARAMETERS = 60_000;

/** Splits rows into statements that stay under the bind-parameter limit. */
export function chunkRows<T extends object>(rows: readonly T[]): T[][] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) {
    chunks.push(rows.slice(start, start + size));
  }
  return chunks;
}

/** Runs `insert` once per chunk of rows. */
async function inChunks<T extends object>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (const chunk of chunkRows(rows)) await insert(chunk);
}

/** The ids of the project's stored steps. */
export async function projectStepIds(db: Executor, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('steps')
    .select('step_id')
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((row) => row.step_id);
}

/**
 * Deletes the project's steps but `keep` (their annotations, tool and material links and files go
 * with them), and what the kept ones own: they are written again whole.
 */
export async function deleteStepsExcept(
  db: Executor,
  projectId: string,
  keep: readonly string[],
): Promise<void> {
  let gone = db.deleteFrom('steps').where('project_id', '=', projectId);
  if (keep.length > 0) gone = gone.where('step_id', 'not in', keep);
  await gone.execute();
  if (keep.length === 0) return;
  for (const table of [
    'annotations',
    'step_tools',
    'step_materials',
    'supplementary_files',
  ] as const)
    await db.deleteFrom(table).where('step_id', 'in', keep).execute();
}

/**
 * Writes steps whose `step_id` is given: a new one is inserted, a kept one (same id) overwritten
 * in place, so what refers to it (a learner's progress) stays. The project's step_order rule is
 * checked at commit, so kept steps may trade places. Returns each id with its step_order.
 */
export async function upsertStepRows(
  db: Executor,
  rows: readonly (NewStep & { step_id: string })[],
): Promise<{ step_id: string; step_order: number }[]> {
  await sql`set constraints steps_project_order_key deferred`.execute(db);
  const written: { step_id: string; step_order: number }[] = [];
  for (const chunk of chunkRows(rows)) {
    const columns = Object.keys(chunk[0]!).filter((column) => column !== 'step_id');
    written.push(
      ...(await db
        .insertInto('steps')
        .values(chunk)
        .onConflict((conflict) =>
          conflict
            .column('step_id')
            .doUpdateSet((eb) =>
              Object.fromEntries(
                columns.map((column) => [column, eb.ref(`excluded.${column}` as 'excluded.name')]),
              ),
            ),
        )
        .returning(['step_id', 'step_order'])
        .execute()),
    );
  }
  return written;
}

export const insertAnnotationRows = (db: Executor, rows: readonly NewAnnotation[]) =>
  inChunks(rows, (chunk) => db.insertInto('annotations').values(chunk).execute());

export const insertStepToolRows = (db: Executor, rows: readonly NewStepTool[]) =>
  inChunks(rows, (chunk) => db.insertInto('step_tools').values(chunk).execute());

export const insertStepMaterialRows = (db: Executor, rows: readonly NewStepMaterial[]) =>
  inChunks(rows, (chunk) => db.insertInto('step_materials').values(chunk).execute());

export const insertSupplementaryFileRows = (db: Executor, rows: readonly NewSupplementaryFile[]) =>
  inChunks(rows, (chunk) => db.insertInto('supplementary_files').values(chunk).execute());

/** Sets the project's thumbnail (finalize sends its storage path). */
export async function setProjectThumbnail(
  db: Executor,
  projectId: string,
  thumbnail: { thumbnail_path: string; thumbnail_url: string },
): Promise<void> {
  await db.updateTable('projects').set(thumbnail).where('project_id', '=', projectId).execute();
}
