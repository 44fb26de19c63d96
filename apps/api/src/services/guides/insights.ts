import type { GuideInsights } from '@stepwise/contracts';
import type { Executor } from '../../db/database';
import {
  answerCountsByStep,
  countViewers,
  doneCountsByStep,
  learnerReach,
  listGuideSteps,
} from '../../db/repositories/guide-progress.repository';
import type { Identity } from '../../domain/identity';
import { AppError } from '../../errors';
import { requireOwnedProject } from '../access';

export const INSIGHTS_DETAILS = {
  ownerOnly: 'Only the creator of this project can see its insights.',
} as const;

/**
 * GET /projects/{projectId}/insights: how learners got on with the owner's guide: viewers,
 * learners, completions, and per step how many reached it, marked it done and answered its
 * question right / wrong. The owner's own activity is left out. Another user's project is 403.
 */
export async function guideInsights(
  db: Executor,
  actor: Identity,
  projectId: string,
): Promise<GuideInsights> {
  const project = await requireOwnedProject(db, actor, projectId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'FORBIDDEN') {
      throw new AppError('FORBIDDEN', INSIGHTS_DETAILS.ownerOnly, { cause: error });
    }
    throw error;
  });
  const owner = project.firebase_uid;
  const id = project.project_id;
  const steps = await listGuideSteps(db, id);
  const viewers = await countViewers(db, id, owner);
  const reach = await learnerReach(db, id, owner);
  const done = await doneCountsByStep(db, id, owner);
  const answers = await answerCountsByStep(db, id, owner);
  // Opening the guide saves the first step; learning starts with a step done, an answer, or a
  // step past the first.
  const firstOrder = steps[0]?.step_order ?? 0;
  const learners = reach.filter(
    (learner) =>
      learner.done_count > 0 ||
      learner.answer_count > 0 ||
      (learner.furthest_order !== null && learner.furthest_order > firstOrder),
  ).length;
  const completions =
    steps.length === 0 ? 0 : reach.filter((learner) => learner.done_count >= steps.length).length;
  return {
    project_id: id,
    viewers,
    learners_started: learners,
    completions,
    steps: steps.map((step) => ({
      step_id: step.step_id,
      step_order: step.step_order,
      name: step.name,
      reached: reach.filter(
        (learner) => learner.furthest_order !== null && learner.furthest_order >= step.step_order,
      ).length,
      done: done.get(step.step_id) ?? 0,
      answered_right: answers.get(step.step_id)?.right ?? 0,
      answered_wrong: answers.get(step.step_id)?.wrong ?? 0,
    })),
  };
}
