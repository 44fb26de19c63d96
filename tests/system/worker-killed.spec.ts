import { createCreator, uploadFile } from './api';
import { sql } from './database';
import { expect, test } from './harness';
import {
  ALL_PHASES,
  expectOneSetOfSteps,
  phasesOf,
  queueJob,
  startBreakdown,
  waitForBreakdown,
} from './jobs';
import { narratedVideo, SHELF_CONTEXT } from './media';

/**
 * A running job's worker dies: pg-boss fails the job once it is past its expiry and hands it to
 * another worker, which runs it from the start. A short expiry keeps the test short (the same
 * thing happens after MEDIA_JOB_EXPIRE_HOURS in production).
 */
const JOBS_ENV = { MEDIA_WORKERS: 'off', MEDIA_JOB_EXPIRE_SECONDS: '30', MEDIA_JOB_RETRIES: '2' };

test('a worker killed mid-job: the job is retried on another worker and leaves one set of steps', async ({
  stack,
}) => {
  const api = await stack.startApi('api', JOBS_ENV);
  const creator = await createCreator(api.url);
  const { record } = await uploadFile(api.url, creator, await narratedVideo(), {
    purpose: 'project-video',
    filename: 'shelf.mp4',
    filetype: 'video/mp4',
  });
  const doomed = await stack.startWorker('worker-1', JOBS_ENV);

  const { batchId, jobIds } = await startBreakdown(
    api.url,
    creator,
    [{ name: 'shelf.mp4', path: record.path }],
    SHELF_CONTEXT,
  );
  const jobId = jobIds[0]!;
  // Running for real: pg-boss handed it out and the worker is in one of its phases.
  await expect
    .poll(async () => (await queueJob(stack.databaseUrl, jobId))?.state, { timeout: 30_000 })
    .toBe('active');
  await expect
    .poll(async () => (await phasesOf(stack.databaseUrl, jobId)).length)
    .toBeGreaterThan(0);
  await doomed.kill('SIGKILL');

  const rescuer = await stack.startWorker('worker-2', JOBS_ENV);
  const [job] = await waitForBreakdown(api.url, creator, batchId, 120_000);
  expect(job?.state, job?.error ?? '').toBe('completed');

  // It ran twice (the killed attempt and the retry) and completed once.
  expect(await queueJob(stack.databaseUrl, jobId)).toEqual({ state: 'completed', retry_count: 1 });
  expect(await phasesOf(stack.databaseUrl, jobId)).toEqual(ALL_PHASES);
  expectOneSetOfSteps(job!.result!.steps);
  const [row] = await sql<{ n: string }>(
    stack.databaseUrl,
    `select count(*) as n from media_jobs where batch_id = $1`,
    [batchId],
  );
  expect(Number(row?.n)).toBe(1);
  expect(rescuer.child.exitCode).toBeNull();
});
