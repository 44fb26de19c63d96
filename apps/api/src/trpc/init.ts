import type { ErrorCode } from '@stepwise/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError, type z } from 'zod';
import {
  AppError,
  fromDatabaseRule,
  INTERNAL_DETAIL,
  isDatabaseUnavailable,
  UNAVAILABLE_DETAIL,
  zodDetail,
} from '../errors';
import { NOT_AS_SCHEMA_MAKES_IT, sentAsItsSchemaMakesIt } from '../operations/exact-replies';
import type { RateLimitKind } from '../plugins/rate-limits';
import type { Context } from './context';

const trpcCodes: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

/** Maps whatever a resolver threw to a TRPCError whose message is safe to show a person. */
function toTRPCError(error: TRPCError): TRPCError {
  const cause = fromDatabaseRule(error.cause) ?? error.cause;
  if (cause instanceof AppError) {
    return new TRPCError({ code: trpcCodes[cause.code], message: cause.detail, cause });
  }
  if (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(cause)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_DETAIL, cause });
  }
  return error;
}

export const UNREADABLE_INPUT_DETAIL = 'The request input is not valid JSON.';

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const validation = error.cause instanceof ZodError ? error.cause : null;
    // A body or `?input=` that is not JSON: the parser's own words ("Unexpected end of JSON input")
    // mean nothing to a person.
    const unreadable = error.code === 'BAD_REQUEST' && error.cause instanceof SyntaxError;
    const detail = internal
      ? INTERNAL_DETAIL
      : validation
        ? zodDetail(validation)
        : unreadable
          ? UNREADABLE_INPUT_DETAIL
          : shape.message;
    return {
      ...shape,
      message: detail,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        detail,
      },
    };
  },
});

const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

/** Every procedure needs the verified identity; the `/trpc` scope refuses requests without it. */
const authed = t.middleware(({ ctx, next }) => {
  if (!ctx.identity) {
    throw new AppError('UNAUTHORIZED', 'Sign-in required.');
  }
  return next({ ctx: { ...ctx, identity: ctx.identity } });
});

export const router = t.router;
export const protectedProcedure = t.procedure.use(mapErrors).use(authed);

/**
 * Counts a call against one of the per-creator rate limits (429 past it). Use it after `.input()`
 * (`protectedProcedure.input(schema).use(rateLimited('finalize'))`): tRPC runs middlewares in the
 * order they are declared, so the input is checked first and an invalid call costs no budget, as
 * over REST, where Fastify validates the body before the route's limit is counted.
 */
export function rateLimited(kind: RateLimitKind) {
  return t.middleware(async ({ ctx, next }) => {
    await ctx.rateLimit(kind);
    return next();
  });
}

/**
 * The reply's type for tRPC without parsing it: replies go out as the handler returned them, as
 * over REST (`app.ts`: no response serializer in production). `checkedReply` is the check.
 */
export function replyOf<O extends z.ZodType>(_schema: O) {
  return (value: unknown) => value as z.output<O>;
}

/**
 * Where replies are validated (development, tests, `VALIDATE_RESPONSES`), the handler's reply
 * must be exactly what its schema makes of it: valid, and nothing stripped, defaulted or
 * transformed, so production can send it unparsed and send the same thing.
 */
export function checkedReply(schema: z.ZodType) {
  return t.middleware(async ({ ctx, next }) => {
    const result = await next();
    if (!result.ok || !ctx.validateResponses) return result;
    const parsed = schema.safeParse(result.data);
    if (!parsed.success) {
      throw new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Output validation failed',
        cause: parsed.error,
      });
    }
    if (!sentAsItsSchemaMakesIt(parsed.data, result.data)) {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: NOT_AS_SCHEMA_MAKES_IT });
    }
    return result;
  });
}
