import {
  answerBodySchema,
  checkAnswerResultSchema,
  commentRouteParamsSchema,
  deleteGuideCommentResponseSchema,
  guideCommentsPageSchema,
  guideCommentsQuerySchema,
  guideInsightsSchema,
  guideProgressSchema,
  guideStepRouteParamsSchema,
  projectRouteParamsSchema,
  putGuideProgressInputSchema,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteGuideComment, listComments } from '../services/guides/comments';
import { guideInsights } from '../services/guides/insights';
import { checkAnswer, getProgress, saveProgress } from '../services/guides/progress';
import { identityOf } from './identity';

const tags = ['learning'];

/**
 * Issue #19, the learner's side of a published guide: progress kept per learner, answers to the
 * validation questions, the project's comments, and the creator's insights. Adding a comment is
 * POST /projects/{projectId}/comments (rest/profile.ts).
 */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guides/:projectId/progress',
    {
      schema: {
        tags,
        summary: 'The caller’s progress in a guide (own, or published): current and done steps',
        params: projectRouteParamsSchema,
        response: { 200: guideProgressSchema },
      },
    },
    async (request) => getProgress(app.db, identityOf(request), request.params.projectId),
  );

  app.put(
    '/guides/:projectId/progress',
    {
      schema: {
        tags,
        summary:
          'Save the caller’s current step and / or done steps (fields left out are kept; every id must be a step of this guide)',
        params: projectRouteParamsSchema,
        body: putGuideProgressInputSchema,
        response: { 200: guideProgressSchema },
      },
    },
    async (request) =>
      saveProgress(app.db, identityOf(request), request.params.projectId, request.body),
  );

  app.post(
    '/guides/:projectId/steps/:stepId/answer',
    {
      schema: {
        tags,
        summary:
          'Check and record an answer to a step’s validation question (forgiving: case, punctuation, spaces, small typos, numbers as words)',
        params: guideStepRouteParamsSchema,
        body: answerBodySchema,
        response: { 200: checkAnswerResultSchema },
      },
    },
    async (request) =>
      checkAnswer(app.db, identityOf(request), {
        project_id: request.params.projectId,
        step_id: request.params.stepId,
        answer: request.body.answer,
      }),
  );

  app.get(
    '/projects/:projectId/comments',
    {
      schema: {
        tags,
        summary:
          'A project’s comments, newest first (own, or published). `?cursor=` from `next_cursor`, `?limit=` 1..50 (default 20).',
        params: projectRouteParamsSchema,
        querystring: guideCommentsQuerySchema,
        response: { 200: guideCommentsPageSchema },
      },
    },
    async (request) =>
      listComments(app.db, identityOf(request), request.params.projectId, request.query),
  );

  app.delete(
    '/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s own comments',
        params: commentRouteParamsSchema,
        response: { 200: deleteGuideCommentResponseSchema },
      },
    },
    async (request) => deleteGuideComment(app.db, identityOf(request), request.params.commentId),
  );

  app.get(
    '/projects/:projectId/insights',
    {
      schema: {
        tags,
        summary:
          'How learners got on with the caller’s guide: viewers, completions, per step reached / done / answered right or wrong (owner only)',
        params: projectRouteParamsSchema,
        response: { 200: guideInsightsSchema },
      },
    },
    async (request) => guideInsights(app.db, identityOf(request), request.params.projectId),
  );
};
