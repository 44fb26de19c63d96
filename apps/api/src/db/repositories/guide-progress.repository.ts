import { sql } from 'kysely';
import type { Executor } from '../database';

/** A step as the learner's progress and the insights need it. */
export interface GuideStepRow {
  step_id: string;
  project_id: string;
  step_order: number;
  name: string;
  validation_question: string | null;
  validation_answer: string | null;
}

export interface LatestAnswerRow {
  step_id: string;
  answer: string;
  correct: boolean;
  answered_at: Date;
  expected_answer: string | null;
}

const stepColumns = [
  'step_id',
  'project_id',
  'step_order',
  'name',
  'validation_question',
  'validation_answer',
] as const;

/** The project's steps in order. */
export async function listGuideSteps(db: Executor, projectId: string): Promise<GuideStepRow[]> {
  return db
    .selectFrom('steps')
    .select(stepColumns)
    .where('project_id', '=', projectId)
    .orderBy('step_order')
    .execute();
}

export async function findGuideStep(
  db: Executor,
  stepId: string,
): Promise<GuideStepRow | undefined> {
  return db
    .selectFrom('steps')
    .select(stepColumns)
    .where('step_id', '=', stepId)
    .executeTakeFirst();
}

export async function findProgress(
  db: Executor,
  firebaseUid: string,
  projectId: string,
): Promise<{ current_step_id: string | null; updated_at: Date } | undefined> {
  return db
    .selectFrom('guide_progress')
    .select(['current_step_id', 'updated_at'])
    .where('firebase_uid', '=', firebaseUid)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/**
 * Makes sure the learner has a progress row for the project; sets the current step when
 * `currentStepId` is given (null clears it). Locks the row for the rest of the transaction.
 */
export async function upsertProgress(
  db: Executor,
  firebaseUid: string,
  projectId: string,
  currentStepId?: string | null,
): Promise<void> {
  await db
    .insertInto('guide_progress')
    .values({
      firebase_uid: firebaseUid,
      project_id: projectId,
      current_step_id: currentStepId ?? null,
    })
    .onConflict((oc) =>
      currentStepId === undefined
        ? oc.columns(['firebase_uid', 'project_id']).doUpdateSet({
            current_step_id: (eb) => eb.ref('guide_progress.current_step_id'),
          })
        : oc.columns(['firebase_uid', 'project_id']).doUpdateSet({
            current_step_id: currentStepId,
          }),
    )
    .execute();
}

/** The learner's done steps, in step order. */
export async function listDoneStepIds(
  db: Executor,
  firebaseUid: string,
  projectId: string,
): Promise<{ step_id: string; done_at: Date }[]> {
  return db
    .selectFrom('guide_step_done as d')
    .innerJoin('steps as s', 's.step_id', 'd.step_id')
    .select(['d.step_id', 'd.done_at'])
    .where('d.firebase_uid', '=', firebaseUid)
    .where('d.project_id', '=', projectId)
    .orderBy('s.step_order')
    .execute();
}

/** Replaces the learner's done steps by `stepIds`; the steps kept keep their `done_at`. */
export async function replaceDoneSteps(
  db: Executor,
  firebaseUid: string,
  projectId: string,
  stepIds: readonly string[],
): Promise<void> {
  let remove = db
    .deleteFrom('guide_step_done')
    .where('firebase_uid', '=', firebaseUid)
    .where('project_id', '=', projectId);
  if (stepIds.length > 0) remove = remove.where('step_id', 'not in', stepIds);
  await remove.execute();
  if (stepIds.length === 0) return;
  await db
    .insertInto('guide_step_done')
    .values(
      stepIds.map((stepId) => ({
        firebase_uid: firebaseUid,
        project_id: projectId,
        step_id: stepId,
      })),
    )
    .onConflict((oc) => oc.columns(['firebase_uid', 'project_id', 'step_id']).doNothing())
    .execute();
}

/** Stamps when every step was first done, or clears it when some step is no longer done. */
export async function setCompleted(
  db: Executor,
  firebaseUid: string,
  projectId: string,
  completed: boolean,
): Promise<void> {
  await db
    .updateTable('guide_progress')
    .set({ completed_at: completed ? sql<Date>`coalesce(completed_at, now())` : null })
    .where('firebase_uid', '=', firebaseUid)
    .where('project_id', '=', projectId)
    .where(completed ? sql<boolean>`completed_at is null` : sql<boolean>`completed_at is not null`)
    .execute();
}

export async function insertAnswer(
  db: Executor,
  answer: {
    firebase_uid: string;
    project_id: string;
    step_id: string;
    answer: string;
    correct: boolean;
  },
): Promise<{ answered_at: Date }> {
  return db
    .insertInto('guide_answers')
    .values(answer)
    .returning('answered_at')
    .executeTakeFirstOrThrow();
}

/** How many answers the learner recorded to the step's question. */
export async function countAnswers(
  db: Executor,
  firebaseUid: string,
  projectId: string,
  stepId: string,
): Promise<number> {
  const row = await db
    .selectFrom('guide_answers')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('firebase_uid', '=', firebaseUid)
    .where('project_id', '=', projectId)
    .where('step_id', '=', stepId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** The learner's latest answer per step, in step order, with the step's expected answer. */
export async function listLatestAnswers(
  db: Executor,
  firebaseUid: string,
  projectId: string,
): Promise<LatestAnswerRow[]> {
  const latest = db
    .selectFrom('guide_answers')
    .distinctOn('step_id')
    .select(['step_id', 'answer', 'correct', 'answered_at', 'answer_id'])
    .where('firebase_uid', '=', firebaseUid)
    .where('project_id', '=', projectId)
    .orderBy('step_id')
    .orderBy('answered_at', 'desc')
    .orderBy('answer_id', 'desc')
    .as('a');
  return db
    .selectFrom(latest)
    .innerJoin('steps as s', 's.step_id', 'a.step_id')
    .select([
      'a.step_id',
      'a.answer',
      'a.correct',
      'a.answered_at',
      's.validation_answer as expected_answer',
    ])
    .orderBy('s.step_order')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Insights: everyone's activity on one project, the owner's own left out.
// ---------------------------------------------------------------------------------------------

/** Distinct signed-in viewers of the project other than `ownerUid`. */
export async function countViewers(
  db: Executor,
  projectId: string,
  ownerUid: string,
): Promise<number> {
  const row = await db
    .selectFrom('project_views')
    .select(sql<number>`count(distinct viewer_uid)::int`.as('n'))
    .where('project_id', '=', projectId)
    .where('viewer_uid', 'is not', null)
    .where('viewer_uid', '<>', ownerUid)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/**
 * Per learner (other than the owner): the highest step order they reached (current, done or
 * answered step), how many steps they marked done and how many answers they typed.
 */
export async function learnerReach(
  db: Executor,
  projectId: string,
  ownerUid: string,
): Promise<LearnerReachRow[]> {
  const { rows } = await sql<LearnerReachRow>`
    select gp.firebase_uid,
      (select max(s.step_order) from steps s where s.project_id = gp.project_id and (
        s.step_id = gp.current_step_id
        or exists (select 1 from guide_step_done d where d.firebase_uid = gp.firebase_uid
          and d.project_id = gp.project_id and d.step_id = s.step_id)
        or exists (select 1 from guide_answers a where a.firebase_uid = gp.firebase_uid
          and a.project_id = gp.project_id and a.step_id = s.step_id)
      )) as furthest_order,
      (select count(*)::int from guide_step_done d where d.firebase_uid = gp.firebase_uid
        and d.project_id = gp.project_id) as done_count,
      (select count(*)::int from guide_answers a where a.firebase_uid = gp.firebase_uid
        and a.project_id = gp.project_id) as answer_count
    from guide_progress gp
    where gp.project_id = ${projectId} and gp.firebase_uid <> ${ownerUid}
  `.execute(db);
  return rows;
}

export interface LearnerReachRow {
  firebase_uid: string;
  furthest_order: number | null;
  done_count: number;
  answer_count: number;
}

/** Per step: learners (other than the owner) who marked it done. */
export async function doneCountsByStep(
  db: Executor,
  projectId: string,
  ownerUid: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('guide_step_done')
    .select(['step_id', sql<number>`count(*)::int`.as('n')])
    .where('project_id', '=', projectId)
    .where('firebase_uid', '<>', ownerUid)
    .groupBy('step_id')
    .execute();
  return new Map(rows.map((row) => [row.step_id, row.n]));
}

/** Per step: learners (other than the owner) with at least one right / one wrong answer. */
export async function answerCountsByStep(
  db: Executor,
  projectId: string,
  ownerUid: string,
): Promise<Map<string, { right: number; wrong: number }>> {
  const rows = await db
    .selectFrom('guide_answers')
    .select([
      'step_id',
      sql<number>`(count(distinct firebase_uid) filter (where correct))::int`.as('right'),
      sql<number>`(count(distinct firebase_uid) filter (where not correct))::int`.as('wrong'),
    ])
    .where('project_id', '=', projectId)
    .where('firebase_uid', '<>', ownerUid)
    .groupBy('step_id')
    .execute();
  return new Map(rows.map((row) => [row.step_id, { right: row.right, wrong: row.wrong }]));
}
