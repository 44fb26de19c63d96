import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { createContext } from '../trpc/context';
import { type AppRouter, appRouter } from '../trpc/router';
import { requireIdentity } from './auth';

/** tRPC at `/trpc`; every call needs a verified Firebase ID token. */
export default fp(
  async (fastify) => {
    await fastify.register(async (scope) => {
      scope.addHook('onRequest', requireIdentity);
      await scope.register(fastifyTRPCPlugin, {
        prefix: '/trpc',
        trpcOptions: {
          router: appRouter,
          createContext,
          onError({ error, path }) {
            if (error.code === 'INTERNAL_SERVER_ERROR') {
              fastify.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
            }
          },
        } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
      });
    });
  },
  { name: 'trpc', dependencies: ['db', 'auth'] },
);
