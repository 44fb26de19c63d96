import { createUserInputSchema, userParamsSchema, userSchema } from '@stepwise/contracts';
import { createUser, getUser } from '../services/users.service';
import { protectedProcedure, rateLimited, router } from '../trpc/init';

export const usersRouter = router({
  create: protectedProcedure
    .input(createUserInputSchema)
    .use(rateLimited('signup'))
    .output(userSchema)
    .mutation(({ ctx, input }) => createUser(ctx.db, ctx.identity, input)),
  get: protectedProcedure
    .input(userParamsSchema)
    .output(userSchema)
    .query(({ ctx, input }) => getUser(ctx.db, ctx.identity, input.uid)),
});
