import { type Kysely, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { createDb, type Database } from '../src/db/database';
import { startJobQueue } from '../src/media/job-queue';
import { freshDatabase } from './support/database';

/**
 * Several processes (API instances and workers) start pg-boss on one database at the same time:
 * every one of them ends up with the queues, and no pooled connection is left broken.
 */

const silent = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silent,
  level: 'silent',
  silent: () => undefined,
} as never;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

it('processes setting up the queues at once all succeed, on connections that stay usable', async () => {
  const fresh = await freshDatabase();
  closers.push(fresh.close);
  const pools: Kysely<Database>[] = [];
  for (let i = 0; i < 3; i++) {
    const { db } = createDb(fresh.url, { max: 2 });
    pools.push(db);
    closers.push(() => db.destroy());
  }
  const queues = ['race-a', 'race-b'];
  const bosses = await Promise.all(
    pools.map((db) =>
      startJobQueue({ db, log: silent, queues, supervise: false, expireInSeconds: 60 }),
    ),
  );
  closers.push(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false, close: false });
  });

  for (const [index, boss] of bosses.entries()) {
    for (const name of queues) expect(await boss.getQueue(name)).toMatchObject({ name });
    await boss.send('race-a', { from: index });
  }
  expect((await bosses[0]!.getQueueSize('race-a')) ?? 0).toBe(3);
  // Every connection of every pool answers (none stuck in an aborted transaction).
  for (const db of pools) {
    const checks = await Promise.all([1, 2].map(() => sql`select 1 as ok`.execute(db)));
    for (const check of checks) expect(check.rows).toEqual([{ ok: 1 }]);
  }
});
