import { finalizeInputSchema, finalizeResponseSchema } from '@stepwise/contracts';
import { finalizeProject } from '../services/finalize/finalize.service';
import { rateLimitedProcedure, router } from '../trpc/init';

/** Finish project: replaces the project's steps with the payload's, all or nothing. */
export const finalizeRouter = router({
  submit: rateLimitedProcedure('finalize')
    .input(finalizeInputSchema)
    .output(finalizeResponseSchema)
    .mutation(({ ctx, input }) => finalizeProject(ctx.db, ctx.identity, input)),
});
