import fp from 'fastify-plugin';
import { buyListOperations } from '../operations/buy-list';
import { draftsOperations } from '../operations/drafts';
import { filesOperations } from '../operations/files';
import { finalizeOperations } from '../operations/finalize';
import { guidesOperations } from '../operations/guides';
import { learningOperations } from '../operations/learning';
import { mediaOperations } from '../operations/media';
import { restRoutes } from '../operations/mount-rest';
import { profileOperations } from '../operations/profile';
import { projectsOperations } from '../operations/projects';
import { repositoryOperations } from '../operations/repository';
import { stepsOperations } from '../operations/steps';
import { usersOperations } from '../operations/users';
import { guidePdfRoutes } from '../rest/guide-pdf';
import { mediaRoutes } from '../rest/media';
import { requireIdentity } from './auth';

/** The spec's REST paths (section 7) under `/api`; every call needs a verified ID token. */
export default fp(
  async (fastify) => {
    await fastify.register(
      async (api) => {
        api.addHook('onRequest', requireIdentity);
        await api.register(restRoutes(usersOperations));
        await api.register(restRoutes(repositoryOperations));
        await api.register(restRoutes(projectsOperations));
        await api.register(restRoutes(profileOperations));
        await api.register(restRoutes(stepsOperations));
        await api.register(restRoutes(finalizeOperations));
        await api.register(restRoutes(buyListOperations));
        await api.register(restRoutes(draftsOperations));
        await api.register(restRoutes(filesOperations));
        await api.register(mediaRoutes);
        await api.register(restRoutes(mediaOperations));
        await api.register(restRoutes(guidesOperations));
        await api.register(guidePdfRoutes);
        await api.register(restRoutes(learningOperations));
      },
      { prefix: '/api' },
    );
  },
  { name: 'rest', dependencies: ['db', 'auth', 'media', 'rate-limits'] },
);
