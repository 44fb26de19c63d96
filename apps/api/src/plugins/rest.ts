import fp from 'fastify-plugin';
import { repositoryRoutes } from '../rest/repository';
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
      },
      { prefix: '/api' },
    );
  },
  { name: 'rest', dependencies: ['db', 'auth'] },
);
