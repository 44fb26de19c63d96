import { z } from 'zod';
import { countSchema, timestampSchema, uidSchema, uuidSchema } from './common';
import { TEXT_LIMITS, tooLongMessage } from './limits';
import { projectIdParamSchema } from './projects';

export { answersMatch, normalizeAnswer } from './guide-answer-match';

/**
 * The learner's side of a published guide (issue #19): progress kept on the server per learner
 * and project, answers to the steps' validation questions, comments, and the creator's insights.
 */
export const GUIDE_LEARNING_LIMITS = {
  /** A typed answer to a validation question. */
  answerMax: TEXT_LIMITS.validationText,
  /** A comment on a project. */
  commentMax: TEXT_LIMITS.comment,
  /** Comments per page: the default and the most one call returns. */
  commentsPageDefault: 20,
  commentsPageMax: 50,
  /** The most answers one learner may record to one question (a script could repeat forever). */
  answersPerStepMax: 100,
  /** The most step ids one progress write may carry. */
  doneStepIdsMax: 1_000,
} as const;

/** A step id sent by the client: a plain string, the api answers a malformed one with a 400. */
export const stepIdParamSchema = z
  .string()
  .trim()
  .min(1, { error: 'A step id is required.' })
  .max(100, { error: 'A step id must be a uuid.' })
  .meta({ description: 'The step id (a uuid).' });

/** A comment id sent by the client (REST path, tRPC input). */
export const commentIdParamSchema = z
  .string()
  .trim()
  .min(1, { error: 'A comment id is required.' })
  .max(100, { error: 'A comment id must be a uuid.' })
  .meta({ description: 'The comment id (a uuid).' });

// ---------------------------------------------------------------------------------------------
// Progress
// ---------------------------------------------------------------------------------------------

/** The learner's latest answer to one step's validation question. */
export const guideAnswerRecordSchema = z.object({
  step_id: uuidSchema,
  answer: z.string(),
  correct: z.boolean(),
  answered_at: timestampSchema,
  /** The step's expected answer (the learner has answered, so it is revealed). */
  expected_answer: z.string().nullable(),
});
export type GuideAnswerRecord = z.infer<typeof guideAnswerRecordSchema>;

/**
 * GET /guides/{projectId}/progress, tRPC `learning.progress`: where the caller stands in a guide.
 * Before the first write: no current step, nothing done, no answers, `updated_at` null.
 * `answers` holds the latest answer per step, in step order.
 */
export const guideProgressSchema = z.object({
  project_id: uuidSchema,
  current_step_id: uuidSchema.nullable(),
  done_step_ids: z.array(uuidSchema),
  answers: z.array(guideAnswerRecordSchema),
  updated_at: timestampSchema.nullable(),
  /** Every step of the guide is marked done. */
  completed: z.boolean(),
});
export type GuideProgress = z.infer<typeof guideProgressSchema>;

/**
 * PUT /guides/{projectId}/progress body. Each field is optional: a missing one is left as is.
 * `current_step_id: null` clears the position; `done_step_ids` replaces the set of done steps
 * (duplicates are ignored). Every id must be a step of this project (400 otherwise).
 */
export const putGuideProgressInputSchema = z.object({
  current_step_id: stepIdParamSchema.nullable().optional(),
  done_step_ids: z
    .array(stepIdParamSchema, { error: 'done_step_ids must be a list of step ids.' })
    .max(GUIDE_LEARNING_LIMITS.doneStepIdsMax, {
      error: `done_step_ids may hold at most ${GUIDE_LEARNING_LIMITS.doneStepIdsMax} step ids.`,
    })
    .optional(),
});
export type PutGuideProgressInput = z.infer<typeof putGuideProgressInputSchema>;

/** tRPC `learning.progress` input. */
export const guideProgressInputSchema = z.object({ project_id: projectIdParamSchema });
export type GuideProgressInput = z.infer<typeof guideProgressInputSchema>;

/** tRPC `learning.saveProgress` input. */
export const saveGuideProgressInputSchema = putGuideProgressInputSchema.extend({
  project_id: projectIdParamSchema,
});
export type SaveGuideProgressInput = z.infer<typeof saveGuideProgressInputSchema>;

// ---------------------------------------------------------------------------------------------
// Validation answers
// ---------------------------------------------------------------------------------------------

const answerTextSchema = z
  .string({ error: 'An answer is required.' })
  .trim()
  .min(1, { error: 'Type an answer before checking it.' })
  .max(GUIDE_LEARNING_LIMITS.answerMax, {
    error: tooLongMessage('An answer', GUIDE_LEARNING_LIMITS.answerMax),
  });

/** POST /guides/{projectId}/steps/{stepId}/answer body. */
export const answerBodySchema = z.object({ answer: answerTextSchema });
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** tRPC `learning.checkAnswer` input: the step (its project is found from it) and the answer. */
export const checkAnswerInputSchema = z.object({
  step_id: stepIdParamSchema,
  answer: answerTextSchema,
});
export type CheckAnswerInput = z.infer<typeof checkAnswerInputSchema>;

/**
 * The verdict on an answer (forgiving comparison, see `answersMatch`). The expected answer is
 * revealed once the learner has tried (right or wrong); it is never in the guide itself.
 */
export const checkAnswerResultSchema = z.object({
  step_id: uuidSchema,
  correct: z.boolean(),
  expected_answer: z.string().nullable(),
  answered_at: timestampSchema,
});
export type CheckAnswerResult = z.infer<typeof checkAnswerResultSchema>;

/** Path params of POST /guides/{projectId}/steps/{stepId}/answer. */
export const guideStepRouteParamsSchema = z.object({
  projectId: projectIdParamSchema,
  stepId: stepIdParamSchema,
});
export type GuideStepRouteParams = z.infer<typeof guideStepRouteParamsSchema>;

// ---------------------------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------------------------

/** A comment as the guide shows it: who wrote it, when, and whether the caller may delete it. */
export const guideCommentSchema = z.object({
  comment_id: uuidSchema,
  author_username: z.string(),
  author_uid: uidSchema,
  comment_text: z.string(),
  created_at: timestampSchema,
  is_mine: z.boolean(),
});
export type GuideComment = z.infer<typeof guideCommentSchema>;

/** GET /projects/{projectId}/comments query: `?cursor=` from the previous page, `?limit=` 1..50. */
export const guideCommentsQuerySchema = z.object({
  /** null or missing: the first page (a tRPC infinite query sends its initial cursor). */
  cursor: z.string().trim().min(1).max(200).nullish(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50.' })
    .int({ error: 'limit must be a whole number from 1 to 50.' })
    .min(1, { error: 'limit must be a whole number from 1 to 50.' })
    .max(GUIDE_LEARNING_LIMITS.commentsPageMax, {
      error: 'limit must be a whole number from 1 to 50.',
    })
    .optional(),
});
export type GuideCommentsQuery = z.infer<typeof guideCommentsQuerySchema>;

/** tRPC `learning.comments` input. */
export const guideCommentsInputSchema = guideCommentsQuerySchema.extend({
  project_id: projectIdParamSchema,
});
export type GuideCommentsInput = z.infer<typeof guideCommentsInputSchema>;

/** One page of a project's comments, newest first; `next_cursor` null on the last page. */
export const guideCommentsPageSchema = z.object({
  comments: z.array(guideCommentSchema),
  next_cursor: z.string().nullable(),
  /** All comments of the project (the card's comment count). */
  total: countSchema,
});
export type GuideCommentsPage = z.infer<typeof guideCommentsPageSchema>;

/** The text of a new comment: trimmed, 1..2,000 characters, not blank. */
export const guideCommentTextSchema = z
  .string({ error: 'Comment text is required.' })
  .trim()
  .min(1, { error: 'Write a comment before posting it.' })
  .max(GUIDE_LEARNING_LIMITS.commentMax, {
    error: tooLongMessage('A comment', GUIDE_LEARNING_LIMITS.commentMax),
  });

/** tRPC `learning.addComment` input (REST: POST /projects/{projectId}/comments `{comment_text}`). */
export const addGuideCommentInputSchema = z.object({
  project_id: projectIdParamSchema,
  comment_text: guideCommentTextSchema,
});
export type AddGuideCommentInput = z.infer<typeof addGuideCommentInputSchema>;

/** tRPC `learning.deleteComment` input. */
export const deleteGuideCommentInputSchema = z.object({ comment_id: commentIdParamSchema });
export type DeleteGuideCommentInput = z.infer<typeof deleteGuideCommentInputSchema>;

/** Path params of DELETE /comments/{commentId}. */
export const commentRouteParamsSchema = z.object({ commentId: commentIdParamSchema });
export type CommentRouteParams = z.infer<typeof commentRouteParamsSchema>;

/** DELETE /comments/{commentId} reply. */
export const deleteGuideCommentResponseSchema = z.object({
  comment_id: uuidSchema,
  deleted: z.literal(true),
});
export type DeleteGuideCommentResponse = z.infer<typeof deleteGuideCommentResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Insights (the owner only)
// ---------------------------------------------------------------------------------------------

/**
 * One step's funnel. `reached`: learners whose furthest step (current, done or answered) is this
 * one or a later one; `done`: learners who marked it done; `answered_right` / `answered_wrong`:
 * learners with at least one right / wrong answer (one learner may count in both).
 */
export const guideInsightsStepSchema = z.object({
  step_id: uuidSchema,
  step_order: z.int().nonnegative(),
  name: z.string(),
  reached: countSchema,
  done: countSchema,
  answered_right: countSchema,
  answered_wrong: countSchema,
});
export type GuideInsightsStep = z.infer<typeof guideInsightsStepSchema>;

/**
 * GET /projects/{projectId}/insights, tRPC `learning.insights`. The owner's own activity is left
 * out. `viewers`: distinct signed-in viewers; `learners_started`: learners who marked a step done,
 * answered a question or moved past the first step (opening the guide alone does not count);
 * `completions`: learners with every step done.
 */
export const guideInsightsSchema = z.object({
  project_id: uuidSchema,
  viewers: countSchema,
  learners_started: countSchema,
  completions: countSchema,
  steps: z.array(guideInsightsStepSchema),
});
export type GuideInsights = z.infer<typeof guideInsightsSchema>;

/** tRPC `learning.insights` input. */
export const guideInsightsInputSchema = z.object({ project_id: projectIdParamSchema });
export type GuideInsightsInput = z.infer<typeof guideInsightsInputSchema>;
