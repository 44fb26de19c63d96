import { projectRefInputSchema, stepListSchema } from '@stepwise/contracts';
import { listSteps } from '../services/steps.service';
import { protectedProcedure, router } from '../trpc/init';

/** A project's steps (the owner's alone). */
export const stepsRouter = router({
  list: protectedProcedure
    .input(projectRefInputSchema)
    .output(stepListSchema)
    .query(({ ctx, input }) =>
      listSteps(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    ),
});
