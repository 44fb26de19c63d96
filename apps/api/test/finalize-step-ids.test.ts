import { randomUUID } from 'node:crypto';
import type { Step } from '@stepwise/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replaceProjectSteps } from '../src/db/repositories/steps.repository';
import { useTwoCreators } from './support/creators';
import { aPayload, aProjectOf, finalize, getSteps } from './support/finalize';
import type { TestUser } from './support/identity';
import { useMigratedPglite } from './support/pglite';

/**
 * Issue #20 "stable ids": a step the editor made is stored under the uuid the editor gave it, so
 * the ids in the editor, its draft and the stored guide are the same; an id another project's
 * step holds is never written over (the step gets a fresh id instead).
 */
const h = useTwoCreators();
/** One PGlite runs one transaction at a time: the races below need a PostgreSQL server. */
const onPglite = process.env.TEST_DB_KIND === 'pglite';

/** A finalize payload of `owner`'s project whose steps carry `ids`, named after the owner. */
function payloadWithIds(
  owner: TestUser,
  projectId: string,
  ids: readonly (string | null)[],
  prefix = '',
) {
  const label = `${prefix}${owner === h.bob ? 'Bob' : 'Alice'}`;
  const payload = aPayload(owner, projectId, { steps: ids.length, annotations: 1, tools: 1 });
  return {
    ...payload,
    steps: payload.steps.map((step, index) => ({
      ...step,
      step_id: ids[index],
      name: `${label} step ${index + 1}`,
    })),
  };
}

async function stepsOf(owner: TestUser, projectId: string): Promise<Step[]> {
  const res = await getSteps(h.ctx.app, owner, projectId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Step[];
}

/** Which project holds each of `ids` (undefined: none). */
async function ownersOf(ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await h.ctx.db
    .selectFrom('steps')
    .select(['step_id', 'project_id'])
    .where('step_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.step_id, row.project_id]));
}

describe('POST /api/upload_steps: a new step keeps the id the editor gave it', () => {
  it('stores new steps under their uuids; GET steps and a second finish keep them', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    // Sent in capitals, stored (and answered) the way PostgreSQL writes a uuid.
    const sent = [ids[0]!, ids[1]!.toUpperCase(), ids[2]!];
    const first = await finalize(h.ctx.app, h.alice, payloadWithIds(h.alice, projectId, sent));
    expect(first.statusCode, first.body).toBe(200);
    expect((await stepsOf(h.alice, projectId)).map((step) => step.id)).toEqual(ids);

    const again = await finalize(h.ctx.app, h.alice, payloadWithIds(h.alice, projectId, ids));
    expect(again.statusCode, again.body).toBe(200);
    const after = await stepsOf(h.alice, projectId);
    expect(after.map((step) => step.id)).toEqual(ids);
    expect(after.map((step) => step.annotations.length)).toEqual([1, 1, 1]);
  });

  it('gives the second of two steps sent with the same uuid a fresh id', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const id = randomUUID();
    const res = await finalize(
      h.ctx.app,
      h.alice,
      payloadWithIds(h.alice, projectId, [id, id.toUpperCase(), null]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [one, two, three] = await stepsOf(h.alice, projectId);
    expect(one!.id).toBe(id);
    expect(new Set([one!.id, two!.id, three!.id]).size).toBe(3);
  });

  it('answers 422 naming the field for a step_id that is no uuid, and stores nothing', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const res = await finalize(
      h.ctx.app,
      h.alice,
      payloadWithIds(h.alice, projectId, [randomUUID(), 'ai-step-2']),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'steps', 1, 'step_id'],
        msg: expect.stringMatching(/^step_id must be a uuid/),
      },
    ]);
    expect(await stepsOf(h.alice, projectId)).toEqual([]);
  });
});

describe('POST /api/upload_steps: no step of another project is taken over', () => {
  it("stores a step sent with another user's step id under a fresh id and leaves that step as it was", async () => {
    const aliceProject = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const aliceIds = [randomUUID(), randomUUID()];
    const stored = await finalize(
      h.ctx.app,
      h.alice,
      payloadWithIds(h.alice, aliceProject, aliceIds),
    );
    expect(stored.statusCode, stored.body).toBe(200);
    const aliceBefore = await stepsOf(h.alice, aliceProject);
    const rowsBefore = await h.ctx.db
      .selectFrom('steps')
      .selectAll()
      .where('project_id', '=', aliceProject)
      .orderBy('step_order')
      .execute();

    // Bob sends Alice's ids (one in capitals) as his new steps' ids, twice.
    const bobProject = await aProjectOf(h.ctx.db, h.bob, { videos: 2 });
    const bobOwn = randomUUID();
    const stolen = [aliceIds[0]!, aliceIds[1]!.toUpperCase(), bobOwn];
    for (let round = 0; round < 2; round += 1) {
      const res = await finalize(h.ctx.app, h.bob, payloadWithIds(h.bob, bobProject, stolen));
      expect(res.statusCode, res.body).toBe(200);
    }
    const bobSteps = await stepsOf(h.bob, bobProject);
    expect(bobSteps).toHaveLength(3);
    expect(bobSteps.map((step) => step.id)).not.toContain(aliceIds[0]);
    expect(bobSteps.map((step) => step.id)).not.toContain(aliceIds[1]);
    expect(bobSteps[2]!.id).toBe(bobOwn);
    expect(bobSteps.every((step) => step.project_id === bobProject)).toBe(true);

    // Alice's steps: same rows (not even touched: updated_at is the same), same children.
    expect(await stepsOf(h.alice, aliceProject)).toEqual(aliceBefore);
    expect(
      await h.ctx.db
        .selectFrom('steps')
        .selectAll()
        .where('project_id', '=', aliceProject)
        .orderBy('step_order')
        .execute(),
    ).toEqual(rowsBefore);
  });

  it.skipIf(onPglite)(
    'two finishes claiming the same uuids at once (in opposite orders) both succeed, each id in one project',
    async () => {
      // Each 'Racing' step row takes 50 ms to insert, so both finishes are inside their step
      // INSERT together: claiming in the order sent, they would deadlock (one answered 5xx).
      await sql`
        create function test_slow_step_insert() returns trigger language plpgsql as
        $$ begin perform pg_sleep(0.05); return new; end $$
      `.execute(h.ctx.db);
      await sql`
        create trigger test_slow_step_insert before insert on steps for each row
        when (new.name like 'Racing%') execute function test_slow_step_insert()
      `.execute(h.ctx.db);
      try {
        for (let round = 0; round < 3; round += 1) {
          const [aliceProject, bobProject] = await Promise.all([
            aProjectOf(h.ctx.db, h.alice, { videos: 2 }),
            aProjectOf(h.ctx.db, h.bob, { videos: 2 }),
          ]);
          const ids = [randomUUID(), randomUUID(), randomUUID()];
          const replies = await Promise.all([
            finalize(h.ctx.app, h.alice, payloadWithIds(h.alice, aliceProject, ids, 'Racing ')),
            finalize(
              h.ctx.app,
              h.bob,
              payloadWithIds(h.bob, bobProject, [...ids].reverse(), 'Racing '),
            ),
          ]);
          expect(replies.map((res) => res.statusCode)).toEqual([200, 200]);
          const alice = await stepsOf(h.alice, aliceProject);
          const bob = await stepsOf(h.bob, bobProject);
          expect(alice.map((step) => step.name)).toEqual(
            [1, 2, 3].map((n) => `Racing Alice step ${n}`),
          );
          expect(bob.map((step) => step.name)).toEqual(
            [1, 2, 3].map((n) => `Racing Bob step ${n}`),
          );
          // Every id is stored once, in the project of the step that has it.
          expect((await ownersOf(ids)).size).toBe(3);
          expect(new Set([...alice, ...bob].map((step) => step.id)).size).toBe(6);
        }
      } finally {
        await sql`drop trigger test_slow_step_insert on steps`.execute(h.ctx.db);
        await sql`drop function test_slow_step_insert()`.execute(h.ctx.db);
      }
    },
  );

  it.skipIf(onPglite)(
    'waits for a transaction holding the uuid: a fresh id once it commits, the uuid once it rolls back',
    async () => {
      const bobProject = await aProjectOf(h.ctx.db, h.bob, { videos: 1 });
      for (const outcome of ['commit', 'rollback'] as const) {
        const aliceProject = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
        const id = randomUUID();
        let release!: () => void;
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        const holder = h.ctx.db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto('steps')
              .values({
                step_id: id,
                project_id: bobProject,
                step_order: outcome === 'commit' ? 100 : 101,
                name: "Bob's step",
                video_start_time_ms: 0,
                video_end_time_ms: 1_000,
              })
              .execute();
            await released;
            if (outcome === 'rollback') throw new Error('rolled back on purpose');
          })
          .catch((error: Error) => {
            if (error.message !== 'rolled back on purpose') throw error;
          });
        const finish = finalize(h.ctx.app, h.alice, payloadWithIds(h.alice, aliceProject, [id]));
        await waitForLockWait();
        release();
        await holder;
        const res = await finish;
        expect(res.statusCode, res.body).toBe(200);
        const [step] = await stepsOf(h.alice, aliceProject);
        const owners = await ownersOf([id]);
        if (outcome === 'commit') {
          expect(step!.id).not.toBe(id);
          expect(owners.get(id)).toBe(bobProject);
          const bobs = await h.ctx.db
            .selectFrom('steps')
            .select('name')
            .where('step_id', '=', id)
            .executeTakeFirstOrThrow();
          expect(bobs.name).toBe("Bob's step");
        } else {
          expect(step!.id).toBe(id);
          expect(owners.get(id)).toBe(aliceProject);
        }
      }
    },
  );
});

/** Resolves once some session of this database waits for a lock (the finish on the held id). */
async function waitForLockWait(): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
    `.execute(h.ctx.db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The finish never waited for the held step id.');
}

describe('replaceProjectSteps on PGlite', () => {
  const pglite = useMigratedPglite();

  it('keeps own and unused ids, gives a taken or repeated one a fresh id, never touches the other project', async () => {
    const { db } = pglite;
    await db
      .insertInto('users')
      .values({ firebase_uid: 'owner', username: 'owner', email: 'owner@example.com' })
      .execute();
    const project = async () =>
      (
        await db
          .insertInto('projects')
          .values({ firebase_uid: 'owner', name: 'Shelf' })
          .returning('project_id')
          .executeTakeFirstOrThrow()
      ).project_id;
    const [mine, other] = [await project(), await project()];
    const row = (name: string, order: number, step_id?: string | null) => ({
      step_id,
      step_order: order,
      name,
      video_start_time_ms: order * 1_000,
      video_end_time_ms: order * 1_000 + 500,
    });
    const [foreign] = await db
      .transaction()
      .execute((trx) => replaceProjectSteps(trx, other, [row('Foreign', 0)]));
    const [kept, dropped, fresh] = [randomUUID(), randomUUID(), randomUUID()];
    await db
      .transaction()
      .execute((trx) =>
        replaceProjectSteps(trx, mine, [row('Kept', 0, kept), row('Dropped', 1, dropped)]),
      );

    const ids = await db
      .transaction()
      .execute((trx) =>
        replaceProjectSteps(trx, mine, [
          row('Fresh', 0, fresh.toUpperCase()),
          row('Taken', 1, foreign),
          row('Kept again', 2, kept),
          row('Repeated', 3, fresh),
          row('No id', 4, 'not-a-uuid'),
        ]),
      );
    expect(ids.slice(0, 1)).toEqual([fresh]);
    expect(ids[2]).toBe(kept);
    expect(new Set(ids).size).toBe(5);
    expect(ids).not.toContain(foreign);
    expect(ids).not.toContain(dropped);

    const rows = await db
      .selectFrom('steps')
      .select(['step_id', 'project_id', 'name'])
      .orderBy('name')
      .execute();
    expect(rows.filter((r) => r.project_id === other)).toEqual([
      { step_id: foreign, project_id: other, name: 'Foreign' },
    ]);
    expect(rows.filter((r) => r.project_id === mine).map((r) => [r.name, r.step_id])).toEqual([
      ['Fresh', fresh],
      ['Kept again', kept],
      ['No id', ids[4]],
      ['Repeated', ids[3]],
      ['Taken', ids[1]],
    ]);
  });
});
