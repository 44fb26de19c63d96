import { finalizeInputSchema, finalizeResponseSchema } from '@stepwise/contracts';
import { finalizeProject } from '../services/finalize/finalize.service';
import { protectedProcedure, rateLimited, router } from '../trpc/init';

/** Finish project: replaces the project's steps with the payload's, all or nothing. */
export const finalizeRouter = router({
  submit: protectedProcedure
    .input(finalizeInputSchema)
    .use(rateLimited('finalize'))
    .output(finalizeResponseSchema)
    .mutation(({ ctx, input }) => finalizeProject(ctx.db, ctx.identity, input)),
});
