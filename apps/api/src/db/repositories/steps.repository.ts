import { randomUUID } from 'node:crypto';
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

/** The ids of the project's stored steps. */
async function projectStepIds(db: Executor, projectId: string): Promise<string[]> {
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
async function deleteStepsExcept(
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

/** A step to store: its row, and the id asked for (a stored step's, or a new step's own uuid). */
export type StepRowToWrite = Omit<NewStep, 'step_id' | 'project_id'> & {
  step_id?: string | null;
};

/** A uuid as PostgreSQL prints one (ids are compared lowercased). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new step's id is claimed at most this many times (a fresh random uuid is never taken). */
const CLAIM_ATTEMPTS = 4;

/**
 * Replaces the project's steps with `rows`, in one go inside the caller's transaction, and returns
 * the id each row is stored under (in the order of `rows`). The id asked for is kept when it is
 * safe (issue #20 "stable ids": the editor gives every step it makes a uuid, so the ids it holds
 * are the ones stored):
 * - the id of one of the project's stored steps: that step is overwritten in place, so what refers
 *   to it (a learner's progress) stays; what it owns is deleted, to be written again whole;
 * - any other uuid: the new step is stored under it when no step of ANY project holds it;
 * - an id another project's step holds, one asked for twice (the second time), or none / no uuid:
 *   a fresh id. Another project's row is never updated, moved or deleted.
 * Stored steps the rows do not name are deleted. The project's step_order rule is checked at
 * commit, so kept steps may trade places.
 *
 * The caller holds the project row's lock (finalize locks it FOR UPDATE), so the project's own
 * steps do not change meanwhile. A new step's id is claimed with INSERT ... ON CONFLICT (step_id)
 * DO NOTHING, never by a look-up before the write: when two transactions claim the same uuid at
 * once, the second waits for the first to commit, finds the id taken and stores its step under a
 * fresh one (no unique violation, no 5xx). Claims go in id order, so two writes claiming the same
 * ids in different orders wait for each other instead of deadlocking.
 */
export async function replaceProjectSteps(
  db: Executor,
  projectId: string,
  rows: readonly StepRowToWrite[],
): Promise<string[]> {
  const stored = new Set(await projectStepIds(db, projectId));
  const asked = new Set<string>();
  const wanted = rows.map((row) => {
    const id = row.step_id?.toLowerCase();
    if (!id || !UUID.test(id) || asked.has(id)) return null;
    asked.add(id);
    return id;
  });
  const keep = wanted.filter((id): id is string => id !== null && stored.has(id));
  await deleteStepsExcept(db, projectId, keep);
  await sql`set constraints steps_project_order_key deferred`.execute(db);

  const ids: string[] = new Array(rows.length);
  const rowAt = (index: number, stepId: string): NewStep & { step_id: string } => ({
    ...rows[index]!,
    project_id: projectId,
    step_id: stepId,
  });
  const keptAt = rows.flatMap((_, index) => (stored.has(wanted[index] ?? '') ? [index] : []));
  const updated = new Set(
    await insertStepRows(
      db,
      keptAt.map((index) => rowAt(index, wanted[index]!)),
      'overwrite own',
    ),
  );
  // A kept row is always this project's (its lock is held); were it not, it is a new step too.
  let pending = rows.flatMap((_, index) => {
    const id = wanted[index];
    if (id && updated.has(id)) {
      ids[index] = id;
      return [];
    }
    return [{ index, id: id && !stored.has(id) ? id : randomUUID() }];
  });
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > CLAIM_ATTEMPTS) throw new Error('No free step id found.');
    pending.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const claimed = new Set(
      await insertStepRows(
        db,
        pending.map(({ index, id }) => rowAt(index, id)),
        'skip',
      ),
    );
    pending = pending.flatMap(({ index, id }) => {
      if (claimed.has(id)) {
        ids[index] = id;
        return [];
      }
      return [{ index, id: randomUUID() }];
    });
  }
  return ids;
}

/**
 * Inserts steps; a row whose `step_id` a stored step holds is, with 'overwrite own', written over
 * that step in place only when it is in the same project (ON CONFLICT ... DO UPDATE ... WHERE),
 * with 'skip' left alone (ON CONFLICT DO NOTHING: a taken id waits for the transaction holding
 * it, then is skipped). A row of another project is never changed. Returns the ids written.
 */
async function insertStepRows(
  db: Executor,
  rows: readonly (NewStep & { step_id: string })[],
  whenTaken: 'overwrite own' | 'skip',
): Promise<string[]> {
  const written: string[] = [];
  for (const chunk of chunkRows(rows)) {
    const columns = Object.keys(chunk[0]!).filter(
      (column) => column !== 'step_id' && column !== 'project_id',
    );
    const returned = await db
      .insertInto('steps')
      .values(chunk)
      .onConflict((conflict) =>
        whenTaken === 'skip'
          ? conflict.column('step_id').doNothing()
          : conflict
              .column('step_id')
              .doUpdateSet((eb) =>
                Object.fromEntries(
                  columns.map((column) => [
                    column,
                    eb.ref(`excluded.${column}` as 'excluded.name'),
                  ]),
                ),
              )
              .whereRef('steps.project_id', '=', 'excluded.project_id'),
      )
      .returning('step_id')
      .execute();
    written.push(...returned.map((row) => row.step_id));
  }
  return written;
}

/**
 * Inserts rows as one JSON parameter (`json_populate_recordset`) instead of a bind parameter per
 * value: a finalize's 1,000 annotations are 16,000 values, which the driver encodes one by one
 * and PostgreSQL parses one by one. One statement per set of columns the rows give: a column a
 * row leaves undefined takes its default, as with Kysely's `values()`.
 */
async function insertAsJson(
  db: Executor,
  table: 'annotations' | 'step_tools' | 'step_materials' | 'supplementary_files',
  rows: readonly object[],
): Promise<void> {
  const groups = new Map<string, { columns: string[]; rows: object[] }>();
  for (const row of rows) {
    // Rows are built alike, so their keys come in one order; another order is another group.
    let key = '';
    for (const [column, value] of Object.entries(row)) if (value !== undefined) key += `${column},`;
    let group = groups.get(key);
    if (!group) {
      group = { columns: key.split(',').slice(0, -1), rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  for (const group of groups.values()) {
    const columns = sql.join(group.columns.map((column) => sql.id(column)));
    await sql`
      insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(group.rows)}::json)
    `.execute(db);
  }
}

export const insertAnnotationRows = (db: Executor, rows: readonly NewAnnotation[]) =>
  insertAsJson(db, 'annotations', rows);

export const insertStepToolRows = (db: Executor, rows: readonly NewStepTool[]) =>
  insertAsJson(db, 'step_tools', rows);

export const insertStepMaterialRows = (db: Executor, rows: readonly NewStepMaterial[]) =>
  insertAsJson(db, 'step_materials', rows);

export const insertSupplementaryFileRows = (db: Executor, rows: readonly NewSupplementaryFile[]) =>
  insertAsJson(db, 'supplementary_files', rows);

/** Sets the project's thumbnail (finalize sends its storage path). */
export async function setProjectThumbnail(
  db: Executor,
  projectId: string,
  thumbnail: { thumbnail_path: string; thumbnail_url: string },
): Promise<void> {
  await db.updateTable('projects').set(thumbnail).where('project_id', '=', projectId).execute();
}
