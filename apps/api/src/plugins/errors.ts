import type { ValidationIssue } from '@stepwise/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  AppError,
  fromDatabaseRule,
  INTERNAL_DETAIL,
  isDatabaseUnavailable,
  UNAVAILABLE_DETAIL,
  zodDetail,
} from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answer request validation failures with 422 and `detail: [{ loc, msg }]` (the finalize
     * call's contract) instead of 400 with a one-line detail.
     */
    validationDetailArray?: boolean;
  }
}

type SchemaValidationError = { instancePath: string; message?: string };

function validationIssues(
  errors: readonly SchemaValidationError[],
  context: string,
): ValidationIssue[] {
  return errors.map((e) => ({
    loc: [context, ...e.instancePath.split('/').filter(Boolean)].map((p) =>
      /^\d+$/.test(p) ? Number(p) : p,
    ),
    msg: e.message ?? 'Invalid value',
  }));
}

function validationLine(issues: readonly ValidationIssue[]): string {
  return issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ');
}

function wantsDetailArray(request: FastifyRequest): boolean {
  return request.routeOptions.config?.validationDetailArray === true;
}

function bodyTooLargeDetail(request: FastifyRequest): string {
  const limit = request.routeOptions.bodyLimit;
  const megabytes = limit ? Math.round((limit / (1024 * 1024)) * 10) / 10 : undefined;
  return megabytes
    ? `The request body is too large: at most ${megabytes} MB. Send less at once.`
    : 'The request body is too large. Send less at once.';
}

/** One place where errors become HTTP replies: `{ detail }` always, internals never. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((thrown: FastifyError | Error, request, reply) => {
      const error = fromDatabaseRule(thrown) ?? thrown;
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.detail);
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(error.status).send({ detail: error.detail });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = (error as FastifyError).validationContext ?? 'body';
        const issues = validationIssues(error.validation, context);
        return wantsDetailArray(request)
          ? reply.status(422).send({ detail: issues })
          : reply.status(400).send({ detail: validationLine(issues) });
      }
      if (error instanceof ZodError) {
        return reply.status(400).send({ detail: zodDetail(error) });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).send({ detail: UNAVAILABLE_DETAIL });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
        return reply.status(500).send({ detail: INTERNAL_DETAIL });
      }
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ detail: bodyTooLargeDetail(request) });
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
