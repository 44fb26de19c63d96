import {
  answersMatch,
  type CheckAnswerResult,
  GUIDE_LEARNING_LIMITS,
  type GuideProgress,
  type PutGuideProgressInput,
  uuidSchema,
} from '@stepwise/contracts';
import { type Executor, withTransaction } from '../../db/database';
import {
  countAnswers,
  findGuideStep,
  findProgress,
  type GuideStepRow,
  insertAnswer,
  listDoneStepIds,
  listGuideSteps,
  listLatestAnswers,
  replaceDoneSteps,
  setCompleted,
  upsertProgress,
} from '../../db/repositories/guide-progress.repository';
import type { Identity } from '../../domain/identity';
import { AppError } from '../../errors';
import { requireReadableProject } from '../access';
import { mapRefusals } from '../projects/guards';

export const LEARNING_DETAILS = {
  invalidStepId: 'Invalid step ID format.',
  stepNotFound: 'Step not found. It may have been removed; reload the guide.',
  foreignStep: (stepId: string) =>
    `Step ${stepId} is not a step of this guide. Reload the guide and try again.`,
  noQuestion: 'This step has no validation question to answer.',
  tooManyAnswers: `You have checked ${GUIDE_LEARNING_LIMITS.answersPerStepMax} answers to this question, the most that is kept. The expected answer is shown; mark the step done to go on.`,
} as const;

const iso = (date: Date): string => date.toISOString();

/** The caller's progress as stored (defaults when they never started). */
async function readProgress(db: Executor, uid: string, projectId: string): Promise<GuideProgress> {
  const row = await findProgress(db, uid, projectId);
  const done = await listDoneStepIds(db, uid, projectId);
  const answers = await listLatestAnswers(db, uid, projectId);
  const steps = await listGuideSteps(db, projectId);
  let latest = row?.updated_at ?? null;
  for (const at of [...done.map((d) => d.done_at), ...answers.map((a) => a.answered_at)]) {
    if (!latest || at > latest) latest = at;
  }
  return {
    project_id: projectId,
    current_step_id: row?.current_step_id ?? null,
    done_step_ids: done.map((d) => d.step_id),
    answers: answers.map((a) => ({
      step_id: a.step_id,
      answer: a.answer,
      correct: a.correct,
      answered_at: iso(a.answered_at),
      expected_answer: a.expected_answer,
    })),
    updated_at: row && latest ? iso(latest) : null,
    completed: steps.length > 0 && done.length === steps.length,
  };
}

/** GET /guides/{projectId}/progress: where the caller stands in the guide. */
export async function getProgress(
  db: Executor,
  actor: Identity,
  projectId: string,
): Promise<GuideProgress> {
  const project = await requireReadableProject(db, actor, projectId);
  return readProgress(db, actor.uid, project.project_id);
}

/** Every id must be a well-formed id of one of the project's steps (400 otherwise). */
function assertStepsOf(steps: readonly GuideStepRow[], ids: readonly string[]): void {
  const known = new Set(steps.map((step) => step.step_id));
  for (const id of ids) {
    if (!uuidSchema.safeParse(id).success) {
      throw new AppError('BAD_REQUEST', `${LEARNING_DETAILS.invalidStepId} (${id})`);
    }
    if (!known.has(id.toLowerCase())) {
      throw new AppError('BAD_REQUEST', LEARNING_DETAILS.foreignStep(id));
    }
  }
}

/**
 * PUT /guides/{projectId}/progress: moves the caller's current step and / or replaces their done
 * steps. Fields left out are kept. Completed once every step is done.
 */
export async function saveProgress(
  db: Executor,
  actor: Identity,
  projectId: string,
  input: PutGuideProgressInput,
): Promise<GuideProgress> {
  return mapRefusals(() =>
    withTransaction(db, async (trx) => {
      const project = await requireReadableProject(trx, actor, projectId);
      const steps = await listGuideSteps(trx, project.project_id);
      const current = input.current_step_id?.toLowerCase() ?? input.current_step_id;
      const done = input.done_step_ids && [
        ...new Set(input.done_step_ids.map((id) => id.toLowerCase())),
      ];
      assertStepsOf(steps, [...(current ? [current] : []), ...(done ?? [])]);
      await upsertProgress(trx, actor.uid, project.project_id, current);
      if (done) await replaceDoneSteps(trx, actor.uid, project.project_id, done);
      const doneNow = await listDoneStepIds(trx, actor.uid, project.project_id);
      await setCompleted(
        trx,
        actor.uid,
        project.project_id,
        steps.length > 0 && doneNow.length === steps.length,
      );
      return readProgress(trx, actor.uid, project.project_id);
    }),
  );
}

/**
 * POST /guides/{projectId}/steps/{stepId}/answer: checks the caller's answer to the step's
 * validation question (forgiving, see `answersMatch`), records it, and reveals the expected
 * answer. `projectId`, when given (REST path), must be the step's project.
 */
export async function checkAnswer(
  db: Executor,
  actor: Identity,
  input: { step_id: string; answer: string; project_id?: string },
): Promise<CheckAnswerResult> {
  // The project first: nothing about the steps of a guide the caller may not read is revealed.
  const named = input.project_id && (await requireReadableProject(db, actor, input.project_id));
  if (!uuidSchema.safeParse(input.step_id).success) {
    throw new AppError('BAD_REQUEST', LEARNING_DETAILS.invalidStepId);
  }
  const step = await findGuideStep(db, input.step_id);
  if (!step || (named && step.project_id !== named.project_id)) {
    throw new AppError('NOT_FOUND', LEARNING_DETAILS.stepNotFound);
  }
  const project = named || (await requireReadableProject(db, actor, step.project_id));
  const expected = step.validation_answer?.trim() ? step.validation_answer : null;
  if (!step.validation_question?.trim() || expected === null) {
    throw new AppError('BAD_REQUEST', LEARNING_DETAILS.noQuestion);
  }
  const tries = await countAnswers(db, actor.uid, project.project_id, step.step_id);
  if (tries >= GUIDE_LEARNING_LIMITS.answersPerStepMax) {
    throw new AppError('TOO_MANY_REQUESTS', LEARNING_DETAILS.tooManyAnswers);
  }
  const correct = answersMatch(input.answer, expected);
  const saved = await mapRefusals(() =>
    withTransaction(db, async (trx) => {
      await upsertProgress(trx, actor.uid, project.project_id);
      return insertAnswer(trx, {
        firebase_uid: actor.uid,
        project_id: project.project_id,
        step_id: step.step_id,
        answer: input.answer,
        correct,
      });
    }),
  );
  return {
    step_id: step.step_id,
    correct,
    expected_answer: expected,
    answered_at: iso(saved.answered_at),
  };
}
