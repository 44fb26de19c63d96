import { sql } from 'kysely';
import type { Executor } from '../database';
import type {
  MediaJob,
  MediaJobKind,
  MediaJobUpdate,
  NewMediaJob,
} from '../tables/media-jobs.table';

/**
 * The rows of the media jobs as their owners see them (pg-boss keeps the queue itself). A job
 * that has ended (completed, failed, cancelled) is never changed again; while it runs, only the
 * worker's guarded writes land.
 */

const UNENDED = ['queued', 'active'] as const;

export async function insertMediaJobs(db: Executor, jobs: readonly NewMediaJob[]): Promise<void> {
  await db.insertInto('media_jobs').values(jobs).execute();
}

export async function findMediaJob(db: Executor, jobId: string): Promise<MediaJob | undefined> {
  return db.selectFrom('media_jobs').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

/** The owner's breakdown jobs of one batch, in video order (none for anyone else). */
export async function listBreakdownJobs(
  db: Executor,
  ownerUid: string,
  batchId: string,
): Promise<MediaJob[]> {
  return db
    .selectFrom('media_jobs')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('firebase_uid', '=', ownerUid)
    .where('kind', '=', 'breakdown')
    .orderBy('video_index')
    .execute();
}

/** Updates a job that has not ended; false when it had (cancelled meanwhile). */
export async function updateUnendedMediaJob(
  db: Executor,
  jobId: string,
  values: MediaJobUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('media_jobs')
    .set(values)
    .where('job_id', '=', jobId)
    .where('state', 'in', UNENDED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Cancels the owner's unended jobs of a batch; answers the ones it cancelled. */
export async function cancelUnendedMediaJobs(
  db: Executor,
  ownerUid: string,
  batchId: string,
): Promise<{ job_id: string; kind: MediaJobKind }[]> {
  return db
    .updateTable('media_jobs')
    .set({ state: 'cancelled' })
    .where('batch_id', '=', batchId)
    .where('firebase_uid', '=', ownerUid)
    .where('state', 'in', UNENDED)
    .returning(['job_id', 'kind'])
    .execute();
}

/**
 * Records the phase a running job entered (appended to its phases) and its overall progress;
 * the phase's own progress starts over. Nothing changes once the job is no longer active.
 */
export async function recordMediaJobPhase(
  db: Executor,
  jobId: string,
  phase: string,
  progress: number,
): Promise<void> {
  await db
    .updateTable('media_jobs')
    .set({
      phase,
      progress,
      phase_progress: null,
      phases: sql<string[]>`array_append(phases, ${phase})`,
    })
    .where('job_id', '=', jobId)
    .where('state', '=', 'active')
    .execute();
}

/**
 * Sets how much of the audio (0-1) a running job's transcription has decoded; nothing changes
 * once the job has left that phase (a late write never lands on the next one) or ended.
 */
export async function setTranscribedProgress(
  db: Executor,
  jobId: string,
  done: number,
): Promise<void> {
  await db
    .updateTable('media_jobs')
    .set({ phase_progress: done })
    .where('job_id', '=', jobId)
    .where('state', '=', 'active')
    .where('phase', '=', 'transcribing_audio')
    .execute();
}
