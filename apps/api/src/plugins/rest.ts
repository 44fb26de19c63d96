import fp from 'fastify-plugin';
import { buyListRoutes } from '../rest/buy-list';
import { draftsRoutes } from '../rest/drafts';
import { filesRoutes } from '../rest/files';
import { finalizeRoutes } from '../rest/finalize';
import { guidePdfRoutes } from '../rest/guide-pdf';
import { guidesRoutes } from '../rest/guides';
import { learningRoutes } from '../rest/learning';
import { mediaRoutes } from '../rest/media';
import { profileRoutes } from '../rest/profile';
import { projectsRoutes } from '../rest/projects';
import { repositoryRoutes } from '../rest/repository';
import { stepsRoutes } from '../rest/steps';
import { usersRoutes } from '../rest/users';
import { requireIdentity } from './auth';

/** The spec's REST paths (section 7) under `/api`; every call needs a verified ID token. */
export default fp(
  async (fastify) => {
    await fastify.register(
      async (api) => {
        api.addHook('onRequest', requireIdentity);
        await api.register(usersRoutes);
        await api.register(repositoryRoutes);
        await api.register(projectsRoutes);
        await api.register(profileRoutes);
        await api.register(stepsRoutes);
        await api.register(finalizeRoutes);
        await api.register(buyListRoutes);
        await api.register(draftsRoutes);
        await api.register(filesRoutes);
        await api.register(mediaRoutes);
        await api.register(guidesRoutes);
        await api.register(guidePdfRoutes);
        await api.register(learningRoutes);
      },
      { prefix: '/api' },
    );
  },
  { name: 'rest', dependencies: ['db', 'auth', 'media', 'rate-limits'] },
);
