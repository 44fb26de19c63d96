import {
  type Creator,
  call,
  createCreator,
  createProjectWith,
  download,
  sha256,
  uploadFile,
} from './api';
import { expect, test } from './harness';
import { ALL_PHASES, expectOneSetOfSteps, phasesOf, queueJob, startBreakdown } from './jobs';
import { largeVideo, narratedVideo, SHELF_CONTEXT } from './media';
import { startRoundRobinProxy } from './proxy';

/**
 * More than one machine, on one machine: two API processes (MEDIA_WORKERS=off) and two worker
 * processes on one PostgreSQL database and one files folder, behind a round-robin proxy that
 * sends each request to the next API. The shared folder stands in for the bucket that real
 * machines share (STORAGE_DRIVER=gcs); the local driver keeps an upload's offset in the file
 * itself, so any process can continue it.
 */
const ENV = { MEDIA_WORKERS: 'off' };

function finalizeBody(who: Creator, projectId: string, videoPath: string, names: string[]) {
  return {
    project_id: projectId,
    project_name: null,
    user_id: who.uid,
    auto_generate_buy_list: false,
    steps: names.map((name, index) => ({
      name,
      description: `${name}, carefully.`,
      video_start_time_ms: index * 1_000,
      video_end_time_ms: index * 1_000 + 900,
      associated_video_index: 0,
      associated_video_path: videoPath,
      step_order: index,
      is_ai_generated: false,
      annotations: [],
    })),
  };
}

test('two APIs and two workers on one database: uploads cross processes, jobs run once, finalize is seen by both', async ({
  stack,
}) => {
  const a = await stack.startApi('api-a', ENV);
  const b = await stack.startApi('api-b', { ...ENV, MIGRATE_ON_START: 'false' });
  const workers = await Promise.all([
    stack.startWorker('worker-1', ENV),
    stack.startWorker('worker-2', ENV),
  ]);
  const proxy = await startRoundRobinProxy([a.port, b.port]);
  stack.onCleanup(proxy.close);
  const creator = await createCreator(proxy.url);

  // An upload whose PATCHes land on both APIs in turn ends up whole.
  const big = await largeVideo();
  const sent = proxy.served.length;
  const { record, location } = await uploadFile(
    proxy.url,
    creator,
    big,
    { purpose: 'project-video', filename: 'noise.mp4', filetype: 'video/mp4' },
    512 * 1024,
  );
  const patches = proxy.served.slice(sent).filter((r) => r.method === 'PATCH');
  expect(patches.length).toBe(Math.ceil(big.length / (512 * 1024)));
  expect(patches.every((r) => r.path === location)).toBe(true);
  expect(new Set(patches.map((r) => r.upstream))).toEqual(new Set([a.port, b.port]));
  expect(record).toMatchObject({ size: big.length, type: 'video/mp4' });
  expect(sha256(await download(proxy.url, record.url))).toBe(sha256(big));

  // Several jobs queued through both APIs: each runs exactly once, on one of the workers.
  const { record: narrated } = await uploadFile(proxy.url, creator, await narratedVideo(), {
    purpose: 'project-video',
    filename: 'shelf.mp4',
    filetype: 'video/mp4',
  });
  const videos = [1, 2, 3, 4].map((n) => ({ name: `shelf-${n}.mp4`, path: narrated.path }));
  const batches = [
    await startBreakdown(proxy.url, creator, videos.slice(0, 2), SHELF_CONTEXT),
    await startBreakdown(proxy.url, creator, videos.slice(2), SHELF_CONTEXT),
  ];
  const jobIds = batches.flatMap((batch) => batch.jobIds);
  expect(jobIds).toHaveLength(4);
  await expect
    .poll(
      async () => {
        const states = await Promise.all(
          jobIds.map(async (id) => (await queueJob(stack.databaseUrl, id))?.state),
        );
        return states.filter((state) => state === 'completed').length;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe(4);
  let firstSteps: unknown = null;
  for (const batch of batches) {
    // Either API answers the status (each call goes to the next one).
    const status = await call(
      proxy.url,
      creator,
      'GET',
      `/trpc/media.breakdownStatus?input=${encodeURIComponent(JSON.stringify({ batch_id: batch.batchId }))}`,
    );
    expect(status.status, status.text).toBe(200);
    for (const job of status.json.result.data.jobs) {
      expect(job.state, job.error).toBe('completed');
      expectOneSetOfSteps(job.result.steps);
      // The same video gives the same steps, whichever worker ran it.
      firstSteps ??= job.result.steps;
      expect(job.result.steps).toEqual(firstSteps);
    }
  }
  for (const id of jobIds) {
    expect(await queueJob(stack.databaseUrl, id)).toEqual({ state: 'completed', retry_count: 0 });
    expect(await phasesOf(stack.databaseUrl, id)).toEqual(ALL_PHASES);
  }
  for (const worker of workers) expect(worker.child.exitCode).toBeNull();

  // A finalize through one API is what the other one reads, both ways.
  const project = await createProjectWith(a.url, creator, record);
  expect(project.status, project.text).toBe(201);
  const projectId = project.json.project_id as string;
  const stepNames = async (apiUrl: string) => {
    const steps = await call(apiUrl, creator, 'GET', `/api/projects/${projectId}/steps`);
    expect(steps.status, steps.text).toBe(200);
    return (steps.json as { name: string }[]).map((step) => step.name);
  };
  const viaA = finalizeBody(creator, projectId, record.path, ['Mark', 'Drill']);
  const finishedA = await call(a.url, creator, 'POST', '/api/upload_steps', viaA);
  expect(finishedA.status, finishedA.text).toBe(200);
  expect(await stepNames(b.url)).toEqual(['Mark', 'Drill']);

  const viaB = finalizeBody(creator, projectId, record.path, ['Measure', 'Cut', 'Glue']);
  const finishedB = await call(b.url, creator, 'POST', '/api/upload_steps', viaB);
  expect(finishedB.status, finishedB.text).toBe(200);
  expect(await stepNames(a.url)).toEqual(['Measure', 'Cut', 'Glue']);
});
