import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { createMediaDeps } from '../media/engines';
import { MediaJobs } from '../media/jobs';
import type { MediaDeps } from '../media/media.service';
import { RedactedFrames } from '../services/guides/redacted-frames';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media stages (extract, transcribe, analyze) as configured. */
    media: MediaDeps;
    /** The AI breakdown and regeneration jobs (pg-boss). */
    mediaJobs: MediaJobs;
    /** Frames with their blur regions pixelated, as learners are served them (ffmpeg). */
    redactedFrames: RedactedFrames;
  }
}

/**
 * Video processing: the stages the REST paths call directly, and the background jobs of the AI
 * breakdown on pg-boss, worked in this process unless MEDIA_WORKERS=off (`pnpm worker`).
 */
export default fp(
  async (fastify, opts: { env: Env }) => {
    const media = createMediaDeps(opts.env, fastify.objects);
    await mkdir(media.tmpDir, { recursive: true });
    const jobs = MediaJobs.start({
      db: fastify.db,
      deps: media,
      log: fastify.log,
      workers: opts.env.MEDIA_WORKERS === 'in-process',
      expireInSeconds: opts.env.MEDIA_JOB_EXPIRE_SECONDS ?? opts.env.MEDIA_JOB_EXPIRE_HOURS * 3600,
      retryLimit: opts.env.MEDIA_JOB_RETRIES,
    });
    fastify.decorate('media', media);
    fastify.decorate('mediaJobs', jobs);
    fastify.decorate('redactedFrames', new RedactedFrames(media));
    // Before the onClose hooks (the db plugin's closes the pool): running jobs finish or stop first.
    fastify.addHook('preClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'media', dependencies: ['db', 'files'] },
);
