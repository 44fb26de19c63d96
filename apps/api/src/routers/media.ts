import {
  breakdownRefSchema,
  breakdownStatusSchema,
  regenerateStepInputSchema,
  regenerateStepResponseSchema,
  startBreakdownInputSchema,
} from '@stepwise/contracts';
import { protectedProcedure, router } from '../trpc/init';

export const mediaRouter = router({
  /**
   * The AI breakdown of the project's uploaded videos (one background job each): answers the
   * breakdown's status at once; poll `breakdownStatus` for the phases and the results.
   */
  breakdown: protectedProcedure
    .input(startBreakdownInputSchema)
    .output(breakdownStatusSchema)
    .mutation(({ ctx, input }) => ctx.mediaJobs.startBreakdown(ctx.identity, input)),

  /** Each video's phase, progress, and then its result or failure text. */
  breakdownStatus: protectedProcedure
    .input(breakdownRefSchema)
    .output(breakdownStatusSchema)
    .query(({ ctx, input }) => ctx.mediaJobs.status(ctx.identity, input.batch_id)),

  /** Stops the breakdown's unfinished jobs (the creator left or cleared the AI results). */
  cancelBreakdown: protectedProcedure
    .input(breakdownRefSchema)
    .output(breakdownStatusSchema)
    .mutation(({ ctx, input }) => ctx.mediaJobs.cancel(ctx.identity, input.batch_id)),

  /**
   * Regenerates one step from its time range (spec 4), answering the new step; the job is
   * cancelled if the request is.
   */
  regenerateStep: protectedProcedure
    .input(regenerateStepInputSchema)
    .output(regenerateStepResponseSchema)
    .mutation(({ ctx, input, signal }) =>
      ctx.mediaJobs.regenerate(
        ctx.identity,
        input.video,
        input.time_range,
        input.project_context,
        signal,
      ),
    ),
});
