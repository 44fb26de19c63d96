import { repositoryRouter } from '../routers/repository';
import { usersRouter } from '../routers/users';
import { router } from './init';

export const appRouter = router({
  users: usersRouter,
  repository: repositoryRouter,
});

export type AppRouter = typeof appRouter;
