import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Identity } from '../domain/identity';
import type { MediaJobs } from '../media/jobs';
import type { MediaDeps } from '../media/media.service';
// The Fastify decorations (`server.db`, `request.identity`) are declared beside their plugins.
import type {} from '../plugins/auth';
import type {} from '../plugins/db';
import type {} from '../plugins/files';
import type {} from '../plugins/media';
import type { RateLimitKind } from '../plugins/rate-limits';
import type { RedactedFrames } from '../services/guides/redacted-frames';
import type { ObjectStore } from '../storage/objects';

export interface Context {
  db: Kysely<Database>;
  /** Set by the `requireIdentity` hook that guards `/trpc`; null only if a route skipped it. */
  identity: Identity | null;
  log: CreateFastifyContextOptions['req']['log'];
  /** The file store (`app.objects`, see plugins/files.ts). */
  objects: ObjectStore;
  /** The media stages and the background media jobs (plugins/media.ts). */
  media: MediaDeps;
  mediaJobs: MediaJobs;
  /** Frames with their blur regions pixelated (plugins/media.ts). */
  redactedFrames: RedactedFrames;
  /** Counts this request against a per-creator limit (plugins/rate-limits.ts); throws past it. */
  rateLimit: (kind: RateLimitKind) => Promise<void>;
  /** Replies are checked against their schemas (VALIDATE_RESPONSES; off in production). */
  validateResponses: boolean;
}

/** The context of any request, tRPC or REST (operations/mount-rest.ts builds it too). */
export function contextOf(req: FastifyRequest): Context {
  return {
    db: req.server.db,
    identity: req.identity,
    log: req.log,
    objects: req.server.objects,
    media: req.server.media,
    mediaJobs: req.server.mediaJobs,
    redactedFrames: req.server.redactedFrames,
    rateLimit: (kind) => req.server.rateLimits.check(kind, req),
    validateResponses: req.server.validateResponses,
  };
}

export function createContext({ req }: CreateFastifyContextOptions): Context {
  return contextOf(req);
}
