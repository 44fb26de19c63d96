import type { ErrorCode } from '@stepwise/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import {
  AppError,
  fromDatabaseRule,
  INTERNAL_DETAIL,
  isDatabaseUnavailable,
  UNAVAILABLE_DETAIL,
  zodDetail,
} from '../errors';
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

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const validation = error.cause instanceof ZodError ? error.cause : null;
    const detail = internal ? INTERNAL_DETAIL : validation ? zodDetail(validation) : shape.message;
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

/** A procedure counted against one of the per-creator rate limits (429 past it). */
export function rateLimitedProcedure(kind: RateLimitKind) {
  return protectedProcedure.use(async ({ ctx, next }) => {
    await ctx.rateLimit(kind);
    return next();
  });
}
