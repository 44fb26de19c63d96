import { usersRouter } from '../routers/users';
import { router } from './init';

export const appRouter = router({
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
