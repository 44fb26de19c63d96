import {
  addGuideCommentInputSchema,
  checkAnswerInputSchema,
  checkAnswerResultSchema,
  deleteGuideCommentInputSchema,
  deleteGuideCommentResponseSchema,
  guideCommentSchema,
  guideCommentsInputSchema,
  guideCommentsPageSchema,
  guideInsightsInputSchema,
  guideInsightsSchema,
  guideProgressInputSchema,
  guideProgressSchema,
  projectIdParamSchema,
  saveGuideProgressInputSchema,
} from '@stepwise/contracts';
import { addGuideComment, deleteGuideComment, listComments } from '../services/guides/comments';
import { guideInsights } from '../services/guides/insights';
import { checkAnswer, getProgress, saveProgress } from '../services/guides/progress';
import { defineOperation } from './define';

const tags = ['learning'];
const project = { projectId: 'project_id' } as const;

/**
 * Issue #19, the learner's side of a published guide: progress kept per learner, answers to the
 * validation questions, the project's comments, and the creator's insights. Over REST a comment
 * is added with POST /projects/{projectId}/comments (`profile.addComment`).
 */
export const learningOperations = {
  progress: defineOperation({
    kind: 'query',
    input: guideProgressInputSchema,
    output: guideProgressSchema,
    handler: (ctx, input) => getProgress(ctx.db, ctx.identity, input.project_id),
    rest: [
      {
        method: 'GET',
        path: '/guides/:projectId/progress',
        tags,
        summary: 'The caller’s progress in a guide (own, or published): current and done steps',
        params: project,
      },
    ],
  }),
  saveProgress: defineOperation({
    kind: 'mutation',
    input: saveGuideProgressInputSchema,
    output: guideProgressSchema,
    handler: (ctx, { project_id, ...changes }) =>
      saveProgress(ctx.db, ctx.identity, project_id, changes),
    rest: [
      {
        method: 'PUT',
        path: '/guides/:projectId/progress',
        tags,
        summary:
          'Save the caller’s current step and / or done steps (fields left out are kept; every id must be a step of this guide)',
        params: project,
        body: 'rest',
      },
    ],
  }),
  checkAnswer: defineOperation({
    kind: 'mutation',
    // The REST path names the project too; tRPC finds it from the step.
    input: checkAnswerInputSchema.extend({ project_id: projectIdParamSchema.optional() }),
    trpcInput: checkAnswerInputSchema,
    output: checkAnswerResultSchema,
    handler: (ctx, input) => checkAnswer(ctx.db, ctx.identity, input),
    rest: [
      {
        method: 'POST',
        path: '/guides/:projectId/steps/:stepId/answer',
        tags,
        summary:
          'Check and record an answer to a step’s validation question (forgiving: case, punctuation, spaces, small typos, numbers as words)',
        params: { ...project, stepId: 'step_id' },
        body: 'rest',
      },
    ],
  }),
  comments: defineOperation({
    kind: 'query',
    input: guideCommentsInputSchema,
    output: guideCommentsPageSchema,
    handler: (ctx, input) => listComments(ctx.db, ctx.identity, input.project_id, input),
    rest: [
      {
        method: 'GET',
        path: '/projects/:projectId/comments',
        tags,
        summary:
          'A project’s comments, newest first (own, or published). `?cursor=` from `next_cursor`, `?limit=` 1..50 (default 20).',
        params: project,
        query: ['cursor', 'limit'],
      },
    ],
  }),
  addComment: defineOperation({
    kind: 'mutation',
    input: addGuideCommentInputSchema,
    output: guideCommentSchema,
    handler: (ctx, input) =>
      addGuideComment(ctx.db, ctx.identity, input.project_id, input.comment_text),
    rest: [],
  }),
  deleteComment: defineOperation({
    kind: 'mutation',
    input: deleteGuideCommentInputSchema,
    output: deleteGuideCommentResponseSchema,
    handler: (ctx, input) => deleteGuideComment(ctx.db, ctx.identity, input.comment_id),
    rest: [
      {
        method: 'DELETE',
        path: '/comments/:commentId',
        tags,
        summary: 'Delete one of the caller’s own comments',
        params: { commentId: 'comment_id' },
      },
    ],
  }),
  insights: defineOperation({
    kind: 'query',
    input: guideInsightsInputSchema,
    output: guideInsightsSchema,
    handler: (ctx, input) => guideInsights(ctx.db, ctx.identity, input.project_id),
    rest: [
      {
        method: 'GET',
        path: '/projects/:projectId/insights',
        tags,
        summary:
          'How learners got on with the caller’s guide: viewers, completions, per step reached / done / answered right or wrong (owner only)',
        params: project,
      },
    ],
  }),
};
