import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { AppError } from '../errors';

/** The calls that are limited: each costs a write that a script could repeat without end. */
export type RateLimitKind = 'signup' | 'upload' | 'finalize';

export interface RateLimits {
  /** Counts the request against its limit; throws TOO_MANY_REQUESTS (429) past it. */
  check(kind: RateLimitKind, request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const WINDOW_MS = 60_000;

/** What each limit counts, in the words of its 429 detail. */
const WHAT: Record<RateLimitKind, string> = {
  signup: 'account set-up requests',
  upload: 'uploads started',
  finalize: 'projects finished',
};

function limitOf(env: Env, kind: RateLimitKind): number {
  if (kind === 'signup') return env.RATE_LIMIT_SIGNUP_PER_MINUTE;
  if (kind === 'upload') return env.RATE_LIMIT_UPLOADS_PER_MINUTE;
  return env.RATE_LIMIT_FINALIZE_PER_MINUTE;
}

/**
 * Per-creator limits on sign-up sync, starting uploads and finishing projects, counted with
 * `@fastify/rate-limit` over a one-minute window. The key is the verified uid (the hooks that
 * guard these routes have run), so creators behind one address do not share a budget; a request
 * without identity, which the guards refuse anyway, would count against its client address.
 * Counters live in each API process: behind N instances a creator can reach N times the limit
 * (docs/operations.md).
 */
export default fp(
  async (fastify, opts: { env: Env }) => {
    await fastify.register(rateLimit, { global: false });
    const limiters = Object.fromEntries(
      (Object.keys(WHAT) as RateLimitKind[]).map((kind) => [
        kind,
        fastify.createRateLimit({
          max: limitOf(opts.env, kind),
          timeWindow: WINDOW_MS,
          keyGenerator: (request) =>
            request.identity ? `uid:${request.identity.uid}` : `ip:${request.ip}`,
        }),
      ]),
    ) as Record<RateLimitKind, ReturnType<typeof fastify.createRateLimit>>;

    fastify.decorate('rateLimits', {
      async check(kind, request) {
        const result = await limiters[kind](request);
        if (result.isAllowed || !result.isExceeded) return;
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `Too many ${WHAT[kind]}: at most ${result.max} a minute. Please wait ${seconds} s and try again.`,
          { retryAfterSeconds: seconds },
        );
      },
    } satisfies RateLimits);
  },
  { name: 'rate-limits', dependencies: ['auth'] },
);
