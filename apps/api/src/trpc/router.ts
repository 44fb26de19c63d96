import { buyListOperations } from '../operations/buy-list';
import { draftsOperations } from '../operations/drafts';
import { filesOperations } from '../operations/files';
import { finalizeOperations } from '../operations/finalize';
import { guidesOperations } from '../operations/guides';
import { learningOperations } from '../operations/learning';
import { mediaOperations } from '../operations/media';
import { trpcRouter } from '../operations/mount-trpc';
import { profileOperations } from '../operations/profile';
import { projectsOperations } from '../operations/projects';
import { repositoryOperations } from '../operations/repository';
import { stepsOperations } from '../operations/steps';
import { usersOperations } from '../operations/users';
import { router } from './init';

export const appRouter = router({
  users: trpcRouter(usersOperations),
  repository: trpcRouter(repositoryOperations),
  projects: trpcRouter(projectsOperations),
  profile: trpcRouter(profileOperations),
  steps: trpcRouter(stepsOperations),
  finalize: trpcRouter(finalizeOperations),
  buyList: trpcRouter(buyListOperations),
  drafts: trpcRouter(draftsOperations),
  files: trpcRouter(filesOperations),
  media: trpcRouter(mediaOperations),
  guides: trpcRouter(guidesOperations),
  learning: trpcRouter(learningOperations),
});

export type AppRouter = typeof appRouter;
