import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { deleteOldCounters, hitCounter } from '../db/repositories/rate-limit-counters.repository';
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
/** How often the counters of windows long over are deleted. */
const CLEAN_EVERY_MS = 10 * 60_000;

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

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * `@fastify/rate-limit`'s store interface over the `rate_limit_counters` table, so every API
 * instance counts against the same budget (PostgreSQL is the one shared engine; no Redis).
 */
function postgresStore(db: Kysely<Database>) {
  return class PostgresRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      hitCounter(db, key, timeWindow).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}

/**
 * Per-creator limits on sign-up sync, starting uploads and finishing projects, counted with
 * `@fastify/rate-limit` over a one-minute window in PostgreSQL, shared by all API instances. The
 * key is the limit and the verified uid (the hooks that guard these routes have run), so creators
 * behind one address do not share a budget; a request without identity, which the guards refuse
 * anyway, would count against its client address. If the counters cannot be reached the request
 * goes on (`skipOnError`): it then meets the database itself, and its own error.
 */
export default fp(
  async (fastify, opts: { env: Env }) => {
    await fastify.register(rateLimit, {
      global: false,
      skipOnError: true,
      store: postgresStore(fastify.db),
    });
    const limiters = Object.fromEntries(
      (Object.keys(WHAT) as RateLimitKind[]).map((kind) => [
        kind,
        fastify.createRateLimit({
          max: limitOf(opts.env, kind),
          timeWindow: WINDOW_MS,
          keyGenerator: (request) =>
            `${kind}:${request.identity ? `uid:${request.identity.uid}` : `ip:${request.ip}`}`,
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

    const cleaner = setInterval(() => {
      deleteOldCounters(fastify.db, CLEAN_EVERY_MS).catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'could not delete old rate-limit counters'),
      );
    }, CLEAN_EVERY_MS);
    cleaner.unref();
    fastify.addHook('onClose', () => clearInterval(cleaner));
  },
  { name: 'rate-limits', dependencies: ['auth', 'db'] },
);
