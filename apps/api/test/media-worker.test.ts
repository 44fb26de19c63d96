import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { buildWorker } from '../src/worker-app';
import { buildTestApp } from './support/app';
import { trpcCall } from './support/finalize';
import { createCreator, emulatorHost, PROJECT_ID, type TestUser } from './support/identity';
import { narratedVideo, storeVideo } from './support/media';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let erin: TestUser;

beforeAll(async () => {
  // An API process that only queues jobs (MEDIA_WORKERS=off, the test default).
  ctx = await buildTestApp();
  erin = await createCreator(ctx.app, 'erin');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function stateOf(batchId: string): Promise<string> {
  const res = await trpcCall(
    ctx.app,
    erin,
    'media.breakdownStatus',
    { batch_id: batchId },
    'query',
  );
  return res.json().result.data.jobs[0].state;
}

it('`pnpm worker` works the jobs an API process with MEDIA_WORKERS=off queued', async () => {
  const video = await narratedVideo('houseplant');
  const path = storeVideo(ctx.dataDir, erin.uid, video.videoPath, 'houseplant.mp4');
  const started = await trpcCall(
    ctx.app,
    erin,
    'media.breakdown',
    { videos: [{ name: 'houseplant.mp4', path }], project_context: { name: 'Repot' } },
    'mutation',
  );
  expect(started.statusCode, started.body).toBe(200);
  const batchId = started.json().result.data.batch_id as string;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(await stateOf(batchId)).toBe('queued');

  const worker = await buildWorker(
    parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: ctx.databaseUrl,
      DATABASE_POOL_SIZE: '2',
      DATA_DIR: ctx.dataDir,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      MIGRATE_ON_START: 'false',
      MEDIA_JOB_RETRIES: '0',
    }),
    false,
  );
  try {
    let state = 'queued';
    for (let i = 0; i < 300 && !['completed', 'failed'].includes(state); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await stateOf(batchId);
    }
    expect(state).toBe('completed');
  } finally {
    await worker.close();
  }
}, 120_000);
