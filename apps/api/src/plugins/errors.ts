import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import {
  AppError,
  INTERNAL_DETAIL,
  isDatabaseUnavailable,
  UNAVAILABLE_DETAIL,
  zodDetail,
} from '../errors';

/** One place where errors become HTTP replies: `{ detail }` always, internals never. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.detail);
        return reply.status(error.status).send({ detail: error.detail });
      }
      if (error instanceof ZodError) {
        return reply.status(400).send({ detail: zodDetail(error) });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).send({ detail: UNAVAILABLE_DETAIL });
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        return reply.status(status).send({ detail: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: INTERNAL_DETAIL });
    });
  },
  { name: 'errors' },
);
