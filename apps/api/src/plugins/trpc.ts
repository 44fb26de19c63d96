import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
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
          // A call refused by a rate limit tells when to retry, as the REST paths do.
          responseMeta({ errors }) {
            const limited = errors
              .map((error) => error.cause)
              .find((cause) => cause instanceof AppError && cause.retryAfterSeconds);
            const seconds = limited instanceof AppError ? limited.retryAfterSeconds : undefined;
            return seconds ? { headers: { 'retry-after': String(seconds) } } : {};
          },
          onError({ error, path }) {
            if (error.code === 'INTERNAL_SERVER_ERROR') {
              fastify.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
            }
          },
        } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
      });
    });
  },
  { name: 'trpc', dependencies: ['db', 'auth', 'rate-limits'] },
);
