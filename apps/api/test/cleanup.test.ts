import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupIncompleteProjects } from '../src/services/projects.service';
import { buildTestApp } from './support/app';
import { bearer, createCreator, type TestUser } from './support/identity';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx?.close());

async function createProject(user: TestUser, name: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects/',
    headers: bearer(user),
    payload: {
      name,
      firebase_uid: user.uid,
      UploadVideos: [
        {
          name: `${name}.mp4`,
          url: `/files/users/${user.uid}/videos/${name}.mp4`,
          path: `users/${user.uid}/videos/${name}.mp4`,
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().project_id;
}

/** Pretends the project was last touched `minutes` ago. */
async function age(projectId: string, minutes: number): Promise<void> {
  await sql`update projects set updated_at = now() - make_interval(mins => ${minutes}) where project_id = ${projectId}`.execute(
    ctx.db,
  );
}

async function addStep(projectId: string): Promise<void> {
  await ctx.db
    .insertInto('steps')
    .values({
      project_id: projectId,
      step_order: 0,
      name: 'Cut',
      description: 'Cut the boards.',
      video_start_time_ms: 0,
      video_end_time_ms: 1_000,
    })
    .execute();
}

async function existing(ids: string[]): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('projects')
    .select('project_id')
    .where('project_id', 'in', ids)
    .execute();
  return rows.map((row) => row.project_id).sort();
}

describe('POST /api/projects/cleanup-incomplete', () => {
  it('deletes only the caller’s step-less projects untouched for an hour', async () => {
    const alice = await createCreator(ctx.app, 'alice');
    const bob = await createCreator(ctx.app, 'bob');
    const fresh = await createProject(alice, 'fresh');
    const recent = await createProject(alice, 'recent');
    const oldEmpty = await createProject(alice, 'old-empty');
    const oldWithSteps = await createProject(alice, 'old-with-steps');
    const bobsOldEmpty = await createProject(bob, 'bobs-old-empty');
    await age(recent, 59);
    await age(oldEmpty, 61);
    await addStep(oldWithSteps);
    await age(oldWithSteps, 600);
    await age(bobsOldEmpty, 600);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects/cleanup-incomplete',
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await existing([fresh, recent, oldEmpty, oldWithSteps, bobsOldEmpty])).toEqual(
      [fresh, recent, oldWithSteps, bobsOldEmpty].sort(),
    );
    const files = await ctx.db
      .selectFrom('project_files')
      .select('file_id')
      .where('project_id', '=', oldEmpty)
      .execute();
    expect(files).toEqual([]);

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/cleanup-incomplete?firebase_uid=${alice.uid}`,
      headers: bearer(alice),
    });
    expect(again.json()).toEqual({ deleted: 0 });
  });

  it('answers 401 without a token, 403 for another firebase_uid and 400 for a malformed one', async () => {
    const carol = await createCreator(ctx.app, 'carol');
    const dave = await createCreator(ctx.app, 'dave');
    const old = await createProject(carol, 'old');
    await age(old, 120);

    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects/cleanup-incomplete',
    });
    expect(anonymous.statusCode).toBe(401);
    const impostor = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/cleanup-incomplete?firebase_uid=${carol.uid}`,
      headers: bearer(dave),
    });
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json().detail).toContain('your own account');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/cleanup-incomplete?firebase_uid=${'x'.repeat(129)}`,
      headers: bearer(carol),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toContain('firebase_uid');
    expect(await existing([old])).toEqual([old]);
  });

  it('reports the storage the deleted projects leave behind', async () => {
    const erin = await createCreator(ctx.app, 'erin');
    const old = await createProject(erin, 'old');
    await age(old, 90);
    const result = await cleanupIncompleteProjects(ctx.app.db, {
      uid: erin.uid,
      email: erin.email,
    });
    expect(result.deleted).toBe(1);
    expect(result.storage.file_keys).toEqual([`users/${erin.uid}/videos/old.mp4`]);
    expect(result.storage.folders).toEqual([`users/${erin.uid}/${old}/`]);
  });
});

describe('projects.cleanupIncomplete over tRPC', () => {
  it('deletes the same projects through the same service', async () => {
    const frank = await createCreator(ctx.app, 'frank');
    const old = await createProject(frank, 'old');
    const fresh = await createProject(frank, 'fresh');
    await age(old, 61);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/projects.cleanupIncomplete',
      headers: { ...bearer(frank), 'content-type': 'application/json' },
      payload: JSON.stringify({}),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ deleted: 1 });
    expect(await existing([old, fresh])).toEqual([fresh]);

    const named = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/projects.cleanupIncomplete',
      headers: { ...bearer(frank), 'content-type': 'application/json' },
      payload: JSON.stringify({ firebase_uid: frank.uid }),
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().result.data).toEqual({ deleted: 0 });
  });
});
