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
  saveGuideProgressInputSchema,
} from '@stepwise/contracts';
import { addGuideComment, deleteGuideComment, listComments } from '../services/guides/comments';
import { guideInsights } from '../services/guides/insights';
import { checkAnswer, getProgress, saveProgress } from '../services/guides/progress';
import { protectedProcedure, router } from '../trpc/init';

/** The learner's side of a guide (progress, answers, comments) and the creator's insights. */
export const learningRouter = router({
  progress: protectedProcedure
    .input(guideProgressInputSchema)
    .output(guideProgressSchema)
    .query(({ ctx, input }) => getProgress(ctx.db, ctx.identity, input.project_id)),
  saveProgress: protectedProcedure
    .input(saveGuideProgressInputSchema)
    .output(guideProgressSchema)
    .mutation(({ ctx, input }) => {
      const { project_id, ...changes } = input;
      return saveProgress(ctx.db, ctx.identity, project_id, changes);
    }),
  checkAnswer: protectedProcedure
    .input(checkAnswerInputSchema)
    .output(checkAnswerResultSchema)
    .mutation(({ ctx, input }) => checkAnswer(ctx.db, ctx.identity, input)),
  comments: protectedProcedure
    .input(guideCommentsInputSchema)
    .output(guideCommentsPageSchema)
    .query(({ ctx, input }) => listComments(ctx.db, ctx.identity, input.project_id, input)),
  addComment: protectedProcedure
    .input(addGuideCommentInputSchema)
    .output(guideCommentSchema)
    .mutation(({ ctx, input }) =>
      addGuideComment(ctx.db, ctx.identity, input.project_id, input.comment_text),
    ),
  deleteComment: protectedProcedure
    .input(deleteGuideCommentInputSchema)
    .output(deleteGuideCommentResponseSchema)
    .mutation(({ ctx, input }) => deleteGuideComment(ctx.db, ctx.identity, input.comment_id)),
  insights: protectedProcedure
    .input(guideInsightsInputSchema)
    .output(guideInsightsSchema)
    .query(({ ctx, input }) => guideInsights(ctx.db, ctx.identity, input.project_id)),
});
