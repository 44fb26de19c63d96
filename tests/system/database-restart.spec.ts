import { type Creator, call, createCreator, type Reply, trpc, uploadFile } from './api';
import { expect, sleep, test } from './harness';
import { startBreakdown, waitForBreakdown } from './jobs';
import { narratedVideo, SHELF_CONTEXT } from './media';

/**
 * PostgreSQL restarted under load, on a private cluster (never the shared server): while it is
 * down every call answers fast with 503 and a detail; after it is back the same API process
 * answers again within 5 s.
 */

interface Sample {
  kind: 'rest' | 'trpc' | 'health';
  startedAt: number;
  endedAt: number;
  reply: Reply | null;
  error: string | null;
}

/** Calls the API from `loops` concurrent loops until `stop()`; every answer is kept. */
function loadLoop(apiUrl: string, who: Creator, loops = 4) {
  const samples: Sample[] = [];
  let running = true;
  const calls: Record<Sample['kind'], () => Promise<Reply>> = {
    rest: () => call(apiUrl, who, 'GET', `/api/users/${who.uid}/projects`),
    trpc: () => trpc(apiUrl, who, 'query', 'users.get', { uid: who.uid }),
    health: () => call(apiUrl, who, 'GET', '/healthz'),
  };
  const kinds = Object.keys(calls) as Sample['kind'][];
  const loop = async (index: number) => {
    for (let i = index; running; i++) {
      const kind = kinds[i % kinds.length]!;
      const startedAt = Date.now();
      try {
        const reply = await calls[kind]();
        samples.push({ kind, startedAt, endedAt: Date.now(), reply, error: null });
      } catch (error) {
        samples.push({ kind, startedAt, endedAt: Date.now(), reply: null, error: String(error) });
      }
      await sleep(50);
    }
  };
  const done = Promise.all(Array.from({ length: loops }, (_, i) => loop(i)));
  return {
    samples,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** What a caller sees while the database is down: 503, a detail a person can read, quickly. */
function expectUnavailable(sample: Sample) {
  const label = `${sample.kind} at ${sample.startedAt}: ${sample.error ?? sample.reply?.text}`;
  expect(sample.error, label).toBeNull();
  const reply = sample.reply!;
  expect(reply.status, label).toBe(503);
  expect(reply.ms, label).toBeLessThan(2_000);
  if (sample.kind === 'rest') {
    expect(reply.json.detail, label).toMatch(/temporarily unavailable/);
  } else if (sample.kind === 'trpc') {
    expect(reply.json.error.data.code, label).toBe('SERVICE_UNAVAILABLE');
    expect(reply.json.error.message, label).toMatch(/temporarily unavailable/);
  } else {
    expect(reply.json, label).toMatchObject({ status: 'degraded', db: 'unavailable' });
  }
}

test('PostgreSQL restarted under load: 503 with a detail while down, answers again within 5 s, no API restart', async ({
  clusterStack: { stack, cluster },
}) => {
  // Media workers in the API too: pg-boss's polling must live through the outage as well.
  const api = await stack.startApi('api', { MEDIA_WORKERS: 'in-process' });
  const creator = await createCreator(api.url);

  // A clean shutdown (sessions ended) and a crash (recovery on start).
  for (const mode of ['fast', 'immediate'] as const) {
    const load = loadLoop(api.url, creator);
    await sleep(1_000);
    cluster.stopServer(mode);
    const downAt = Date.now();
    await sleep(3_000);
    const beforeUp = Date.now();
    cluster.startServer();
    const upAt = Date.now();
    // Let the API see the database again, then keep loading long enough to see it stay up.
    await expect
      .poll(async () => (await call(api.url, creator, 'GET', '/healthz')).status, {
        timeout: 5_000,
        intervals: [100],
      })
      .toBe(200);
    await sleep(upAt + 7_000 - Date.now());
    await load.stop();

    const { samples } = load;
    const before = samples.filter((s) => s.endedAt < downAt - 100);
    const down = samples.filter((s) => s.startedAt > downAt + 100 && s.endedAt < beforeUp);
    const afterGrace = samples.filter((s) => s.startedAt > upAt + 5_000);
    const afterUp = samples.filter((s) => s.startedAt > upAt);

    expect(before.length, `${mode}: calls before the outage`).toBeGreaterThan(5);
    for (const s of before) expect(s.reply?.status, s.reply?.text).toBe(200);
    expect(down.length, `${mode}: calls during the outage`).toBeGreaterThan(10);
    for (const s of down) expectUnavailable(s);
    // Around the edges a call may fail or succeed, but never hang, crash or leak a 500.
    for (const s of samples) {
      expect(s.error, `${s.kind}: ${s.error}`).toBeNull();
      expect([200, 503], `${s.kind}: ${s.reply?.text}`).toContain(s.reply?.status);
      expect(s.endedAt - s.startedAt, `${s.kind} took too long`).toBeLessThan(5_000);
    }
    const firstOk = afterUp.find((s) => s.reply?.status === 200 && s.kind !== 'health');
    expect(firstOk, `${mode}: a successful call after the database came back`).toBeDefined();
    expect(firstOk!.endedAt - upAt).toBeLessThan(5_000);
    expect(afterGrace.length, `${mode}: calls 5 s after the database came back`).toBeGreaterThan(5);
    for (const s of afterGrace) expect(s.reply?.status, s.reply?.text).toBe(200);
    // The same process throughout: no restart was needed.
    expect(api.child.exitCode).toBeNull();
    expect(api.child.signalCode).toBeNull();
  }
  expect(api.log()).toContain('database unavailable');
  expect(api.log()).not.toContain('shutting down');

  // The job queue (pg-boss, on the same pool) lived through it too: a breakdown queued now is
  // worked by this process.
  const { record } = await uploadFile(api.url, creator, await narratedVideo(), {
    purpose: 'project-video',
    filename: 'shelf.mp4',
    filetype: 'video/mp4',
  });
  const { batchId } = await startBreakdown(
    api.url,
    creator,
    [{ name: 'shelf.mp4', path: record.path }],
    SHELF_CONTEXT,
  );
  const [job] = await waitForBreakdown(api.url, creator, batchId, 90_000);
  expect(job?.state, job?.error ?? '').toBe('completed');
  expect(api.child.exitCode).toBeNull();
});
