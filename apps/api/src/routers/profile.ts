import {
  addCommentInputSchema,
  addSearchTermInputSchema,
  likedProjectsResponseSchema,
  likeResponseSchema,
  profileListInputSchema,
  projectActionInputSchema,
  savedProjectsResponseSchema,
  saveResponseSchema,
  searchHistoryEntrySchema,
  searchHistoryResponseSchema,
  userCommentSchema,
  userCommentsResponseSchema,
} from '@stepwise/contracts';
import {
  addComment,
  addSearchTerm,
  likedProjects,
  savedProjects,
  searchHistory,
  setLike,
  setSave,
  userComments,
} from '../services/profile.service';
import { protectedProcedure, router } from '../trpc/init';

/** The profile's activity lists (the caller's own) and the writes behind them. */
export const profileRouter = router({
  likedProjects: protectedProcedure
    .input(profileListInputSchema)
    .output(likedProjectsResponseSchema)
    .query(({ ctx, input }) => likedProjects(ctx.db, ctx.identity, input.uid, input)),
  savedProjects: protectedProcedure
    .input(profileListInputSchema)
    .output(savedProjectsResponseSchema)
    .query(({ ctx, input }) => savedProjects(ctx.db, ctx.identity, input.uid, input)),
  comments: protectedProcedure
    .input(profileListInputSchema)
    .output(userCommentsResponseSchema)
    .query(({ ctx, input }) => userComments(ctx.db, ctx.identity, input.uid, input)),
  searchHistory: protectedProcedure
    .input(profileListInputSchema)
    .output(searchHistoryResponseSchema)
    .query(({ ctx, input }) => searchHistory(ctx.db, ctx.identity, input.uid, input)),
  addSearchTerm: protectedProcedure
    .input(addSearchTermInputSchema)
    .output(searchHistoryEntrySchema)
    .mutation(({ ctx, input }) => addSearchTerm(ctx.db, ctx.identity, input.uid, input)),
  like: protectedProcedure
    .input(projectActionInputSchema)
    .output(likeResponseSchema)
    .mutation(({ ctx, input }) => setLike(ctx.db, ctx.identity, input.project_id, true)),
  unlike: protectedProcedure
    .input(projectActionInputSchema)
    .output(likeResponseSchema)
    .mutation(({ ctx, input }) => setLike(ctx.db, ctx.identity, input.project_id, false)),
  save: protectedProcedure
    .input(projectActionInputSchema)
    .output(saveResponseSchema)
    .mutation(({ ctx, input }) => setSave(ctx.db, ctx.identity, input.project_id, true)),
  unsave: protectedProcedure
    .input(projectActionInputSchema)
    .output(saveResponseSchema)
    .mutation(({ ctx, input }) => setSave(ctx.db, ctx.identity, input.project_id, false)),
  addComment: protectedProcedure
    .input(addCommentInputSchema)
    .output(userCommentSchema)
    .mutation(({ ctx, input }) => addComment(ctx.db, ctx.identity, input.project_id, input)),
});
