import {
  AI_PHASE_PROGRESS,
  type AiBreakdownPhase,
  type BreakdownJob,
  type BreakdownStatus,
  breakdownJobSchema,
  type MediaVideo,
  messages,
  type ProjectContext,
  type RegenerateStepResponse,
  regenerateStepResponseSchema,
  type StartBreakdownInput,
  startBreakdownInputSchema,
  type TimeRange,
} from '@stepwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import {
  cancelUnendedMediaJobs,
  findMediaJob,
  insertMediaJobs,
  listBreakdownJobs,
  recordMediaJobPhase,
  setTranscribedProgress,
  updateUnendedMediaJob,
} from '../db/repositories/media-jobs.repository';
import type { MediaJob, MediaJobKind, MediaJobUpdate } from '../db/tables/media-jobs.table';
import type { Identity } from '../domain/identity';
import { AppError, INTERNAL_DETAIL } from '../errors';
import { MAX_EXPIRE_SECONDS, startJobQueue } from './job-queue';
import { breakdownVideo, type MediaDeps, mediaAppError, regenerateStep } from './media.service';
import { requireOwnMedia } from './media-files';

/** The pg-boss queues (their tables live in the `pgboss` schema pg-boss manages). */
export const MEDIA_QUEUES: Readonly<Record<MediaJobKind, string>> = {
  breakdown: 'media-breakdown',
  regenerate: 'media-regenerate',
};

/** What a queued job carries: only the id of its `media_jobs` row, which holds the rest. */
interface JobData {
  job_id: string;
}

interface JobInput {
  project_context: ProjectContext;
  time_range?: TimeRange;
}

export interface MediaJobsOptions {
  db: Kysely<Database>;
  deps: MediaDeps;
  log: FastifyBaseLogger;
  /** Run jobs in this process (the default); off when `pnpm worker` processes run them. */
  workers: boolean;
  /** How long a running job may take before pg-boss fails it (and retries it), in seconds. */
  expireInSeconds: number;
  /** Retries after an unexpected failure (an engine down); the input's faults are not retried. */
  retryLimit: number;
  /** How often a running job looks for a cancellation (ms). */
  cancelPollMs?: number;
  /** How often a waiting regeneration looks for its result (ms). */
  resultPollMs?: number;
}

/** The failure text of a stage that failed unexpectedly (spec 8 "Video service defaults"). */
function defaultFailure(phase: string | null): string {
  if (phase === 'extracting_audio') return messages.media.extractFailed;
  if (phase === 'transcribing_audio') return messages.media.transcribeFailed;
  if (phase === 'analyzing') return messages.media.analyzeFailed;
  return INTERNAL_DETAIL;
}

const ENDED = ['completed', 'failed', 'cancelled'] as const;

/** The shortest time between two writes of a job's phase progress (ms). */
const PHASE_PROGRESS_WRITE_MS = 1000;

function toBreakdownJob(row: MediaJob): BreakdownJob {
  return breakdownJobSchema.parse({
    job_id: row.job_id,
    video_index: row.video_index,
    video_name: row.video_name,
    state: row.state,
    phase: row.phase,
    progress: row.progress,
    phase_progress: row.phase_progress,
    error: row.error,
    result: row.kind === 'breakdown' ? (row.result ?? null) : null,
  });
}

/**
 * The AI breakdown and step regeneration as background jobs on pg-boss (PostgreSQL is the queue:
 * no new server). Jobs survive restarts, are retried after unexpected failures, expire after
 * `expireInSeconds`, and stop (killing ffmpeg and the transcriber) when their owner cancels them.
 */
export class MediaJobs {
  readonly #options: MediaJobsOptions;
  /** The started pg-boss (a new one per start attempt: one that failed to start stays broken). */
  #boss: PgBoss | null = null;
  #starting: Promise<PgBoss> | null = null;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;

  private constructor(options: MediaJobsOptions) {
    this.#options = options;
  }

  /**
   * The media job queues on the app's own connection pool. With `workers`, the workers start in
   * the background (retrying while the database cannot be reached: the API keeps answering, with
   * 503s, meanwhile); without, pg-boss starts on first use (a process that only queues jobs).
   */
  static start(options: MediaJobsOptions): MediaJobs {
    const jobs = new MediaJobs(options);
    if (options.workers) jobs.#keepTryingToWork();
    return jobs;
  }

  #keepTryingToWork(): void {
    const attempt = async () => {
      try {
        await this.work();
      } catch (error) {
        if (this.#stopped) return;
        this.#options.log.error({ err: error }, 'media workers could not start; retrying in 5 s');
        this.#retry = setTimeout(() => void attempt(), 5000);
        this.#retry.unref();
      }
    };
    void attempt();
  }

  #ready(): Promise<PgBoss> {
    if (this.#stopped) {
      return Promise.reject(new AppError('UNAVAILABLE', 'The server is stopping.'));
    }
    const { db, log, workers, expireInSeconds } = this.#options;
    this.#starting ??= startJobQueue({
      db,
      log,
      queues: Object.values(MEDIA_QUEUES),
      // Only processes that work jobs look after the queue (expiry, retention).
      supervise: workers,
      expireInSeconds,
    })
      .then((boss) => {
        this.#boss = boss;
        return boss;
      })
      .catch((error: unknown) => {
        // The next call tries again with a new pg-boss (the database may be back).
        this.#starting = null;
        throw error;
      });
    return this.#starting;
  }

  /** Works both queues in this process, one job at a time each (a job uses every core). */
  async work(): Promise<void> {
    const boss = await this.#ready();
    for (const [kind, name] of Object.entries(MEDIA_QUEUES) as [MediaJobKind, string][]) {
      await boss.work<JobData>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (job) await this.#run(kind, job);
        },
      );
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    await this.#starting?.catch(() => undefined);
    await this.#boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }

  /** `media.breakdown`: one job per video, in video order; answers the breakdown's status. */
  async startBreakdown(actor: Identity, input: StartBreakdownInput): Promise<BreakdownStatus> {
    const parsed = startBreakdownInputSchema.parse(input);
    for (const video of parsed.videos) {
      await requireOwnMedia(this.#options.deps.objects, actor, video.path, 'Video file not found.');
    }
    const batchId = crypto.randomUUID();
    const rows = parsed.videos.map((video, index) => ({
      job_id: crypto.randomUUID(),
      batch_id: batchId,
      firebase_uid: actor.uid,
      kind: 'breakdown' as const,
      video_index: index,
      video_name: video.name,
      video_path: video.path,
      input: JSON.stringify({ project_context: parsed.project_context } satisfies JobInput),
    }));
    await insertMediaJobs(this.#options.db, rows);
    for (const row of rows) await this.#send('breakdown', row.job_id);
    return this.status(actor, batchId);
  }

  /** The breakdown's jobs as their owner sees them (404 for anyone else's). */
  async status(actor: Identity, batchId: string): Promise<BreakdownStatus> {
    const rows = await listBreakdownJobs(this.#options.db, actor.uid, batchId);
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'This AI breakdown does not exist.');
    return {
      batch_id: batchId,
      done: rows.every((row) => (ENDED as readonly string[]).includes(row.state)),
      jobs: rows.map(toBreakdownJob),
    };
  }

  /** Cancels the breakdown's unfinished jobs (the creator left); running ones stop within ~1 s. */
  async cancel(actor: Identity, batchId: string): Promise<BreakdownStatus> {
    await this.status(actor, batchId);
    await this.#cancelRows(actor.uid, batchId);
    return this.status(actor, batchId);
  }

  /**
   * `media.regenerateStep`: queues the regeneration and waits for its result. When the caller goes
   * away (`signal`), the job is cancelled.
   */
  async regenerate(
    actor: Identity,
    video: MediaVideo,
    range: TimeRange,
    context: ProjectContext,
    signal?: AbortSignal,
  ): Promise<RegenerateStepResponse> {
    await requireOwnMedia(this.#options.deps.objects, actor, video.path);
    const jobId = crypto.randomUUID();
    await insertMediaJobs(this.#options.db, [
      {
        job_id: jobId,
        batch_id: jobId,
        firebase_uid: actor.uid,
        kind: 'regenerate',
        video_name: video.name,
        video_path: video.path,
        input: JSON.stringify({ project_context: context, time_range: range } satisfies JobInput),
      },
    ]);
    await this.#send('regenerate', jobId);
    const row = await this.#waitFor(actor.uid, jobId, signal);
    if (row.state === 'completed') return regenerateStepResponseSchema.parse(row.result);
    if (row.state === 'cancelled') throw new AppError('BAD_REQUEST', 'Regeneration was cancelled.');
    const error = row.error ?? INTERNAL_DETAIL;
    throw new AppError(error === INTERNAL_DETAIL ? 'INTERNAL' : 'BAD_REQUEST', error);
  }

  async #send(kind: MediaJobKind, jobId: string): Promise<void> {
    const boss = await this.#ready();
    const { expireInSeconds, retryLimit } = this.#options;
    await boss.send(MEDIA_QUEUES[kind], { job_id: jobId } satisfies JobData, {
      id: jobId,
      // pg-boss wants whole hours in `expireInHours` and less than 24 h in all.
      expireInSeconds: Math.min(Math.round(expireInSeconds), MAX_EXPIRE_SECONDS),
      retryLimit,
      retryDelay: 5,
      retryBackoff: true,
    });
  }

  /** Cancels the unfinished jobs of a breakdown (or the one job of a regeneration). */
  async #cancelRows(uid: string, batchId: string): Promise<void> {
    const cancelled = await cancelUnendedMediaJobs(this.#options.db, uid, batchId);
    const boss = cancelled.length > 0 ? await this.#ready() : null;
    for (const row of cancelled) {
      // A queued job never starts; a running one sees the row and stops itself.
      await boss?.cancel(MEDIA_QUEUES[row.kind], row.job_id).catch(() => undefined);
    }
  }

  async #waitFor(uid: string, jobId: string, signal?: AbortSignal): Promise<MediaJob> {
    const poll = this.#options.resultPollMs ?? 250;
    for (;;) {
      if (signal?.aborted) {
        await this.#cancelRows(uid, jobId);
      }
      const row = await this.#row(jobId);
      if (!row) throw new AppError('NOT_FOUND', 'This job does not exist.');
      if ((ENDED as readonly string[]).includes(row.state)) return row;
      await new Promise((resolve) => setTimeout(resolve, poll));
    }
  }

  #row(jobId: string): Promise<MediaJob | undefined> {
    return findMediaJob(this.#options.db, jobId);
  }

  /** Updates a job that has not ended; false when it had (cancelled meanwhile). */
  #update(jobId: string, values: MediaJobUpdate): Promise<boolean> {
    return updateUnendedMediaJob(this.#options.db, jobId, values);
  }

  async #run(kind: MediaJobKind, job: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    const { deps, log } = this.#options;
    const row = await this.#row(job.data.job_id);
    if (!row || (ENDED as readonly string[]).includes(row.state)) return;
    // A retry (after a failure, an expiry or a dead worker) starts the row over: its phases and
    // progress are this attempt's, and its result is written once, when the attempt completes.
    const fresh: MediaJobUpdate = {
      state: 'active',
      phase: null,
      progress: 0,
      phase_progress: null,
      phases: [],
    };
    if (!(await this.#update(row.job_id, fresh))) return;

    const controller = new AbortController();
    const watch = setInterval(() => {
      void this.#row(row.job_id)
        .then((current) => {
          if (current?.state === 'cancelled') controller.abort(new Error('cancelled'));
        })
        .catch(() => undefined);
    }, this.#options.cancelPollMs ?? 1000);
    let phase: AiBreakdownPhase | null = null;
    const report = async (next: AiBreakdownPhase) => {
      phase = next;
      await recordMediaJobPhase(this.#options.db, row.job_id, next, AI_PHASE_PROGRESS[next]);
    };
    // How much of the audio the transcription has decoded, written at most once a second, and
    // only while the job is still transcribing (a late write never lands on the next phase).
    let progressWrittenAt = 0;
    const reportTranscribed = (done: number) => {
      const now = Date.now();
      if (done < 1 && now - progressWrittenAt < PHASE_PROGRESS_WRITE_MS) return;
      progressWrittenAt = now;
      void setTranscribedProgress(this.#options.db, row.job_id, done).catch((error: unknown) =>
        log.warn({ err: error }, 'media job progress not saved'),
      );
    };
    const input = row.input as unknown as JobInput;
    const video = { name: row.video_name, path: row.video_path };
    try {
      const result =
        kind === 'breakdown'
          ? await breakdownVideo(deps, video, input.project_context, report, controller.signal, {
              onTranscribed: reportTranscribed,
            })
          : await regenerateStep(
              deps,
              video,
              input.time_range as TimeRange,
              input.project_context,
              report,
              controller.signal,
            );
      await this.#update(row.job_id, {
        state: 'completed',
        progress: 100,
        result: JSON.stringify(result),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const known = mediaAppError(error);
      if (known && known.status < 500) {
        await this.#update(row.job_id, { state: 'failed', error: known.detail });
        return;
      }
      const lastAttempt = job.retryCount >= job.retryLimit;
      log.error({ err: error, jobId: row.job_id, attempt: job.retryCount + 1 }, 'media job failed');
      if (lastAttempt) {
        await this.#update(row.job_id, {
          state: 'failed',
          error: known?.detail ?? defaultFailure(phase),
        });
        return;
      }
      await this.#update(row.job_id, { state: 'queued', phase: null, progress: 0 });
      throw error;
    } finally {
      clearInterval(watch);
    }
  }
}
