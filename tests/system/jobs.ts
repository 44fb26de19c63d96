import { type Creator, type Reply, trpc } from './api';
import { sql } from './database';
import { expect } from './harness';

/** The AI breakdown through tRPC, and the queue's own record of each job (pg-boss). */

export interface BreakdownJob {
  job_id: string;
  state: string;
  phase: string | null;
  error: string | null;
  result: { steps: AiStep[] } | null;
}

export interface AiStep {
  name: string;
  video_start_time_ms: number;
  video_end_time_ms: number;
}

export async function startBreakdown(
  apiUrl: string,
  who: Creator,
  videos: { name: string; path: string }[],
  context: { name: string; description: string; tags: string[] },
): Promise<{ batchId: string; jobIds: string[] }> {
  const started = await trpc(apiUrl, who, 'mutation', 'media.breakdown', {
    videos,
    project_context: context,
  });
  expect(started.status, started.text).toBe(200);
  const data = started.json.result.data as { batch_id: string; jobs: BreakdownJob[] };
  return { batchId: data.batch_id, jobIds: data.jobs.map((job) => job.job_id) };
}

export async function breakdownStatus(
  apiUrl: string,
  who: Creator,
  batchId: string,
): Promise<{ done: boolean; jobs: BreakdownJob[] }> {
  const reply: Reply = await trpc(apiUrl, who, 'query', 'media.breakdownStatus', {
    batch_id: batchId,
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.json.result.data;
}

/** Polls until every job of the breakdown has ended. */
export async function waitForBreakdown(
  apiUrl: string,
  who: Creator,
  batchId: string,
  timeoutMs: number,
): Promise<BreakdownJob[]> {
  let jobs: BreakdownJob[] = [];
  await expect
    .poll(
      async () => {
        const status = await breakdownStatus(apiUrl, who, batchId);
        jobs = status.jobs;
        return status.done;
      },
      { timeout: timeoutMs, intervals: [500] },
    )
    .toBe(true);
  return jobs;
}

export interface QueueJob {
  state: string;
  retry_count: number;
}

/** pg-boss's record of a job (its tables in the `pgboss` schema), live or archived. */
export async function queueJob(databaseUrl: string, jobId: string): Promise<QueueJob | null> {
  const rows = await sql<QueueJob>(
    databaseUrl,
    `select state::text as state, retry_count from pgboss.job where id = $1
     union all
     select state::text, retry_count from pgboss.archive where id = $1`,
    [jobId],
  );
  return rows[0] ?? null;
}

/** The `media_jobs` row's phases: the attempt that completed went through each once. */
export async function phasesOf(databaseUrl: string, jobId: string): Promise<string[]> {
  const [row] = await sql<{ phases: string[] }>(
    databaseUrl,
    'select phases from media_jobs where job_id = $1',
    [jobId],
  );
  return row?.phases ?? [];
}

export const ALL_PHASES = [
  'extracting_audio',
  'transcribing_audio',
  'getting_duration',
  'analyzing',
];

/** One set of steps: in time order, none repeated, none overlapping the next. */
export function expectOneSetOfSteps(steps: readonly AiStep[]): void {
  expect(steps.length).toBeGreaterThan(0);
  const keys = steps.map((s) => `${s.video_start_time_ms}-${s.video_end_time_ms}-${s.name}`);
  expect(new Set(keys).size).toBe(steps.length);
  for (let i = 1; i < steps.length; i++) {
    expect(steps[i]!.video_start_time_ms).toBeGreaterThanOrEqual(steps[i - 1]!.video_end_time_ms);
  }
}
