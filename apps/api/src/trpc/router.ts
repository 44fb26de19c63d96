import { buyListRouter } from '../routers/buy-list';
import { draftsRouter } from '../routers/drafts';
import { filesRouter } from '../routers/files';
import { finalizeRouter } from '../routers/finalize';
import { guidesRouter } from '../routers/guides';
import { learningRouter } from '../routers/learning';
import { mediaRouter } from '../routers/media';
import { profileRouter } from '../routers/profile';
import { projectsRouter } from '../routers/projects';
import { repositoryRouter } from '../routers/repository';
import { stepsRouter } from '../routers/steps';
import { usersRouter } from '../routers/users';
import { router } from './init';

export const appRouter = router({
  users: usersRouter,
  repository: repositoryRouter,
  projects: projectsRouter,
  profile: profileRouter,
  steps: stepsRouter,
  finalize: finalizeRouter,
  buyList: buyListRouter,
  drafts: draftsRouter,
  files: filesRouter,
  media: mediaRouter,
  guides: guidesRouter,
  learning: learningRouter,
});

export type AppRouter = typeof appRouter;
