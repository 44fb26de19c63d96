import { messages } from '@stepwise/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteProject } from '../src/services/projects.service';
import { buildTestApp } from './support/app';
import { bearer, createCreator, signUpUser, type TestUser } from './support/identity';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await createCreator(ctx.app, 'alice');
  bob = await createCreator(ctx.app, 'bob');
});
afterAll(() => ctx?.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(user: TestUser | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function trpc(user: TestUser, procedure: string, input: unknown, kind: 'query' | 'mutation') {
  return kind === 'query'
    ? ctx.app.inject({
        method: 'GET',
        url: `/trpc/projects.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: bearer(user),
      })
    : ctx.app.inject({
        method: 'POST',
        url: `/trpc/projects.${procedure}`,
        headers: { ...bearer(user), 'content-type': 'application/json' },
        payload: JSON.stringify(input),
      });
}

const video = (user: TestUser, name: string) => ({
  name,
  url: `/files/users/${user.uid}/videos/${name}`,
  path: `users/${user.uid}/videos/${name}`,
  mime_type: 'video/mp4',
  file_size_bytes: 1234,
});

function projectPayload(user: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Birdhouse',
    description: 'Build a birdhouse.',
    tags: ['Woodworking', 'DIY'],
    firebase_uid: user.uid,
    UploadVideos: [video(user, 'a.mp4'), video(user, 'b.mp4')],
    frame_url: null,
    ai_breakdown_data: null,
    ShortFormVideo: null,
    ...overrides,
  };
}

async function createProject(user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await call(user, 'POST', '/api/projects/', projectPayload(user, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().project_id as string;
}

const projectCount = async (uid: string) =>
  (
    await ctx.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('firebase_uid', '=', uid)
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/projects/', () => {
  it('creates the project and its files in order, frame_url defaulting to the first video', async () => {
    const shortForm = {
      name: 'promo.mp4',
      url: `/files/users/${alice.uid}/shortform/promo.mp4`,
      path: `users/${alice.uid}/shortform/promo.mp4`,
      mime_type: 'video/mp4',
      file_size_bytes: 99,
    };
    const ai = [{ videoName: 'a.mp4', transcript: 'Cut the wood.', steps: [] }];
    const id = await createProject(alice, {
      name: '  Birdhouse  ',
      tags: ['DIY', 'DIY', 'Art'],
      ShortFormVideo: shortForm,
      ai_breakdown_data: ai,
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const files = await ctx.db
      .selectFrom('project_files')
      .select(['role', 'video_order', 'file_key', 'file_url', 'original_filename'])
      .where('project_id', '=', id)
      .orderBy('role')
      .orderBy('video_order')
      .execute();
    expect(files).toEqual([
      {
        role: 'PRIMARY_VIDEO',
        video_order: 0,
        file_key: `users/${alice.uid}/videos/a.mp4`,
        file_url: `/files/users/${alice.uid}/videos/a.mp4`,
        original_filename: 'a.mp4',
      },
      {
        role: 'PRIMARY_VIDEO',
        video_order: 1,
        file_key: `users/${alice.uid}/videos/b.mp4`,
        file_url: `/files/users/${alice.uid}/videos/b.mp4`,
        original_filename: 'b.mp4',
      },
      {
        role: 'SHORT_FORM_VIDEO',
        video_order: 0,
        file_key: shortForm.path,
        file_url: shortForm.url,
        original_filename: 'promo.mp4',
      },
    ]);

    const got = await call(alice, 'GET', `/api/projects/${id}?firebase_uid=${alice.uid}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      project_id: id,
      name: 'Birdhouse',
      description: 'Build a birdhouse.',
      tags: ['DIY', 'Art'],
      firebase_uid: alice.uid,
      thumbnail_url: null,
      frame_url: `/files/users/${alice.uid}/videos/a.mp4`,
      is_published: false,
      view_count: 0,
      like_count: 0,
      comment_count: 0,
      comments: [],
      UploadVideos: [
        { name: 'a.mp4', path: `users/${alice.uid}/videos/a.mp4` },
        { name: 'b.mp4', path: `users/${alice.uid}/videos/b.mp4` },
      ],
      ShortFormVideo: { name: 'promo.mp4', path: shortForm.path, file_size_bytes: 99 },
      ai_breakdown_data: [{ videoName: 'a.mp4', transcript: 'Cut the wood.', steps: [] }],
    });
  });

  it('keeps a frame_url naming another video of the project, and refuses one of another user', async () => {
    const second = video(alice, 'b.mp4');
    const id = await createProject(alice, { frame_url: second.url });
    const got = await call(alice, 'GET', `/api/projects/${id}`);
    expect(got.json().frame_url).toBe(second.url);

    const foreign = await call(
      alice,
      'POST',
      '/api/projects/',
      projectPayload(alice, { frame_url: `/files/users/${bob.uid}/videos/x.mp4` }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toMatch(/frame_url must be a file in your own storage area/);
  });

  it('validates the body with the spec texts and bounds', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, messages.create.nameRequired],
      [{ name: undefined }, messages.create.nameRequired],
      [{ name: 'x'.repeat(201) }, 'Project name can be at most 200 characters.'],
      [{ description: 'x'.repeat(10_001) }, 'Description can be at most 10,000 characters.'],
      [{ tags: ['Pottery'] }, 'tags.0'],
      [{ UploadVideos: [] }, messages.create.videoRequired],
      [{ UploadVideos: undefined }, messages.create.videoRequired],
      [{ UploadVideos: [{ name: 'a.mp4', url: '/files/x' }] }, 'UploadVideos.0.path'],
      [
        { UploadVideos: [video(alice, 'a.mp4'), video(alice, 'a.mp4')] },
        'Each video can be added to a project only once.',
      ],
      [
        { ShortFormVideo: { ...video(alice, 's.mp4'), file_size_bytes: 2 * 1024 ** 3 } },
        messages.create.shortFormTooLarge,
      ],
      [
        { ai_breakdown_data: [{ videoName: 'a.mp4', transcript: 'x'.repeat(2 * 1024 * 1024) }] },
        'AI breakdown data is too large (at most 2 MB).',
      ],
      [{ firebase_uid: 42 }, 'firebase_uid'],
    ];
    for (const [overrides, detail] of cases) {
      const res = await call(alice, 'POST', '/api/projects/', projectPayload(alice, overrides));
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: { ...bearer(alice), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBeTruthy();
  });

  it('refuses files outside the caller’s storage area and another user’s firebase_uid (403)', async () => {
    const before = await projectCount(alice.uid);
    const cases: [Record<string, unknown>, string][] = [
      [{ UploadVideos: [video(bob, 'b.mp4')] }, 'UploadVideos.0.path'],
      [
        {
          UploadVideos: [
            video(alice, 'a.mp4'),
            { ...video(alice, 'x.mp4'), path: `users/${alice.uid}/../${bob.uid}/videos/x.mp4` },
          ],
        },
        'UploadVideos.1.path',
      ],
      [{ ShortFormVideo: video(bob, 's.mp4') }, 'ShortFormVideo.path'],
      [{ UploadVideos: [{ ...video(alice, 'a.mp4'), path: 'tools/a.mp4' }] }, 'UploadVideos.0'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(alice, 'POST', '/api/projects/', projectPayload(alice, overrides));
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain(field);
      expect(res.json().detail).toContain('must be a file in your own storage area');
    }
    const impostor = await call(alice, 'POST', '/api/projects/', {
      ...projectPayload(alice),
      firebase_uid: bob.uid,
    });
    expect(impostor.statusCode).toBe(403);
    expect(await projectCount(alice.uid)).toBe(before);
    expect(await projectCount(bob.uid)).toBe(0);
  });

  it('answers 401 without a token and 400 for an account without a user record', async () => {
    const anonymous = await call(null, 'POST', '/api/projects/', projectPayload(alice));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toMatch(/Sign-in required/);

    const newcomer = await signUpUser('newcomer');
    const res = await call(newcomer, 'POST', '/api/projects/', projectPayload(newcomer));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('No user record exists for this account yet. Please sign up.');
  });

  it('is one transaction: a file the database refuses leaves no project behind', async () => {
    const before = await projectCount(alice.uid);
    // The contracts let a NUL character through; PostgreSQL cannot store it in `text`. The
    // project row is inserted first, then the second file fails.
    const res = await call(
      alice,
      'POST',
      '/api/projects/',
      projectPayload(alice, {
        name: 'Doomed',
        UploadVideos: [
          video(alice, 'ok.mp4'),
          { ...video(alice, 'bad.mp4'), name: 'bad\u0000.mp4' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Text must not contain NUL (\\u0000) characters.');
    expect(await projectCount(alice.uid)).toBe(before);
    const doomed = await ctx.db
      .selectFrom('projects')
      .select('project_id')
      .where('name', '=', 'Doomed')
      .execute();
    expect(doomed).toEqual([]);

    // Neither can `jsonb` hold one (a different SQLSTATE): still a 400, still nothing stored.
    const json = await call(
      alice,
      'POST',
      '/api/projects/',
      projectPayload(alice, {
        name: 'Doomed',
        ai_breakdown_data: [{ videoName: 'a.mp4', transcript: 'a\u0000b' }],
      }),
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe('Text must not contain NUL (\\u0000) characters.');
    expect(await projectCount(alice.uid)).toBe(before);
  });
});

describe('GET /api/projects/{projectId}', () => {
  it('is for the owner only: 400 malformed id, 404 missing, 403 another creator’s', async () => {
    const id = await createProject(alice);
    const cases: [TestUser, string, number, string][] = [
      [alice, '/api/projects/not-a-uuid', 400, messages.annotate.invalidProjectId],
      [alice, `/api/projects/${MISSING_ID}`, 404, messages.annotate.projectNotFound],
      [bob, `/api/projects/${id}`, 403, messages.annotate.accessDenied],
      [bob, `/api/projects/${id}?firebase_uid=${alice.uid}`, 403, 'your own account'],
      [alice, `/api/projects/${id}?firebase_uid=${bob.uid}`, 403, 'your own account'],
    ];
    for (const [user, url, status, detail] of cases) {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().detail).toContain(detail);
    }
    expect((await call(null, 'GET', `/api/projects/${id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/users/{uid}/projects', () => {
  it('splits published and drafts, newest first, with view, like and comment counts', async () => {
    const carol = await createCreator(ctx.app, 'carol');
    const first = await createProject(carol, { name: 'First' });
    const second = await createProject(carol, { name: 'Second' });
    const third = await createProject(carol, { name: 'Third' });
    // The oldest, whatever the clock: created_at is never updated by the app.
    await sql`update projects set created_at = '2026-01-01T00:00:00Z' where project_id = ${first}`.execute(
      ctx.db,
    );
    await ctx.db
      .updateTable('projects')
      .set({ is_published: true })
      .where('project_id', 'in', [first, third])
      .execute();
    for (const user of [alice, bob]) {
      expect((await call(user, 'POST', `/api/projects/${third}/like`)).statusCode).toBe(200);
    }
    for (const text of ['Nice', 'Great']) {
      const res = await call(bob, 'POST', `/api/projects/${third}/comments`, {
        comment_text: text,
      });
      expect(res.statusCode).toBe(201);
    }
    await ctx.db
      .insertInto('project_views')
      .values([{ project_id: first }, { project_id: first }, { project_id: first }])
      .execute();

    const res = await call(carol, 'GET', `/api/users/${carol.uid}/projects`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.published.map((p: { name: string }) => p.name)).toEqual(['Third', 'First']);
    expect(body.unpublished.map((p: { project_id: string }) => p.project_id)).toEqual([second]);
    expect(body.published[0]).toMatchObject({
      project_id: third,
      description: 'Build a birdhouse.',
      thumbnail_url: null,
      frame_url: `/files/users/${carol.uid}/videos/a.mp4`,
      view_count: 0,
      like_count: 2,
      comment_count: 2,
    });
    expect(body.published[1]).toMatchObject({ view_count: 3, like_count: 0, comment_count: 0 });
    expect(body.published[1].created_at).toBe('2026-01-01T00:00:00.000Z');

    const other = await call(bob, 'GET', `/api/users/${carol.uid}/projects`);
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toContain('your own account');
    expect((await call(null, 'GET', `/api/users/${carol.uid}/projects`)).statusCode).toBe(401);
    const blank = await call(carol, 'GET', '/api/users/%20/projects');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain('uid');
  });

  it('lists 100 projects with their counts quickly', async () => {
    const dave = await createCreator(ctx.app, 'dave');
    const rows = await ctx.db
      .insertInto('projects')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          firebase_uid: dave.uid,
          name: `Project ${i}`,
          is_published: i % 2 === 0,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning('project_id')
      .execute();
    await ctx.db
      .insertInto('comments')
      .values(
        rows.flatMap((row, i) =>
          Array.from({ length: i % 3 }, () => ({
            firebase_uid: dave.uid,
            project_id: row.project_id,
            comment_text: 'Note',
          })),
        ),
      )
      .execute();
    const started = performance.now();
    const res = await call(dave, 'GET', `/api/users/${dave.uid}/projects`);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const { published, unpublished } = res.json();
    expect(published).toHaveLength(50);
    expect(unpublished).toHaveLength(50);
    expect(published[0]).toMatchObject({ name: 'Project 98', comment_count: 98 % 3 });
    expect(unpublished.at(-1)).toMatchObject({ name: 'Project 1', comment_count: 1 });
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe('DELETE /api/projects/{projectId}', () => {
  it('deletes the owner’s project with everything in it', async () => {
    const id = await createProject(alice);
    await call(bob, 'POST', `/api/projects/${id}/like`);
    await call(alice, 'POST', `/api/projects/${id}/comments`, { comment_text: 'Mine' });

    const denied = await call(bob, 'DELETE', `/api/projects/${id}?firebase_uid=${bob.uid}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(messages.annotate.accessDenied);
    const impostor = await call(alice, 'DELETE', `/api/projects/${id}?firebase_uid=${bob.uid}`);
    expect(impostor.statusCode).toBe(403);
    expect((await call(null, 'DELETE', `/api/projects/${id}`)).statusCode).toBe(401);
    const bad = await call(alice, 'DELETE', '/api/projects/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(messages.annotate.invalidProjectId);

    const res = await call(alice, 'DELETE', `/api/projects/${id}?firebase_uid=${alice.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.myProjects.deleted });
    for (const table of ['projects', 'project_files', 'comments'] as const) {
      const left = await ctx.db
        .selectFrom(table)
        .select('project_id')
        .where('project_id', '=', id)
        .execute();
      expect(left, table).toEqual([]);
    }
    // The like was bob's: the cascade removed it too (no orphan to count).
    const likes = await ctx.db
      .selectFrom('likes')
      .selectAll()
      .where('project_id', '=', id)
      .execute();
    expect(likes).toEqual([]);
    const again = await call(alice, 'DELETE', `/api/projects/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(messages.annotate.projectNotFound);
  });

  it('tells the caller which storage files were the project’s alone', async () => {
    const shared = video(alice, 'shared.mp4');
    const keep = await createProject(alice, { UploadVideos: [shared] });
    const doomed = await createProject(alice, {
      UploadVideos: [video(alice, 'own.mp4'), shared],
    });
    const thumbnail = `users/${alice.uid}/${doomed}/thumbnails/t.png`;
    await call(alice, 'PATCH', `/api/projects/${doomed}/thumbnail`, {
      firebase_uid: alice.uid,
      thumbnail_path: thumbnail,
    });
    const result = await deleteProject(ctx.app.db, { uid: alice.uid, email: alice.email }, doomed);
    expect(result.message).toBe(messages.myProjects.deleted);
    expect(result.storage.file_keys.sort()).toEqual(
      [`users/${alice.uid}/videos/own.mp4`, thumbnail].sort(),
    );
    expect(result.storage.folders).toEqual([`users/${alice.uid}/${doomed}/`]);
    expect((await call(alice, 'GET', `/api/projects/${keep}`)).statusCode).toBe(200);
  });
});

describe('POST /api/projects/{projectId}/toggle-publication', () => {
  it('moves the project between drafts and published with the server message', async () => {
    const id = await createProject(alice, { name: 'Toggled' });
    const url = `/api/projects/${id}/toggle-publication`;
    const on = await call(alice, 'POST', url, { firebase_uid: alice.uid });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: messages.myProjects.published, is_published: true });
    let lists = (await call(alice, 'GET', `/api/users/${alice.uid}/projects`)).json();
    expect(lists.published.some((p: { project_id: string }) => p.project_id === id)).toBe(true);

    const off = await call(alice, 'POST', url, { firebase_uid: alice.uid });
    expect(off.json()).toEqual({ message: messages.myProjects.unpublished, is_published: false });
    lists = (await call(alice, 'GET', `/api/users/${alice.uid}/projects`)).json();
    expect(lists.unpublished.some((p: { project_id: string }) => p.project_id === id)).toBe(true);

    const missingBody = await call(alice, 'POST', url, {});
    expect(missingBody.statusCode).toBe(400);
    expect(missingBody.json().detail).toContain('firebase_uid');
    const other = await call(bob, 'POST', url, { firebase_uid: bob.uid });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(messages.annotate.accessDenied);
    const claimed = await call(alice, 'POST', url, { firebase_uid: bob.uid });
    expect(claimed.statusCode).toBe(403);
    expect((await call(null, 'POST', url, { firebase_uid: alice.uid })).statusCode).toBe(401);
    const missing = await call(alice, 'POST', `/api/projects/${MISSING_ID}/toggle-publication`, {
      firebase_uid: alice.uid,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PATCH /api/projects/{projectId}/thumbnail', () => {
  it('sets a thumbnail from the caller’s storage area and derives its URL', async () => {
    const id = await createProject(alice);
    const url = `/api/projects/${id}/thumbnail`;
    const path = `users/${alice.uid}/${id}/thumbnails/1a_cover image.png`;
    const res = await call(alice, 'PATCH', url, { firebase_uid: alice.uid, thumbnail_path: path });
    expect(res.statusCode).toBe(200);
    const expectedUrl = `/files/users/${alice.uid}/${id}/thumbnails/1a_cover%20image.png`;
    expect(res.json()).toEqual({
      message: messages.myProjects.thumbnailUpdated,
      thumbnail_url: expectedUrl,
    });
    expect((await call(alice, 'GET', `/api/projects/${id}`)).json().thumbnail_url).toBe(
      expectedUrl,
    );

    const foreign = await call(alice, 'PATCH', url, {
      firebase_uid: alice.uid,
      thumbnail_path: `users/${bob.uid}/x/thumbnails/t.png`,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toContain(
      'thumbnail_path must be a file in your own storage area',
    );
    const missing = await call(alice, 'PATCH', url, { firebase_uid: alice.uid });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('thumbnail_path');
    const other = await call(bob, 'PATCH', url, {
      firebase_uid: bob.uid,
      thumbnail_path: `users/${bob.uid}/t.png`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(messages.annotate.accessDenied);
    expect((await call(null, 'PATCH', url, { firebase_uid: alice.uid })).statusCode).toBe(401);
  });
});

describe('GET /api/projects/{projectId}/files', () => {
  it('lists every file, or one role when asked, for the owner only', async () => {
    const id = await createProject(alice, { ShortFormVideo: video(alice, 'promo.mp4') });
    const all = await call(alice, 'GET', `/api/projects/${id}/files`);
    expect(all.statusCode).toBe(200);
    expect(
      all.json().map((f: { role: string; video_order: number }) => [f.role, f.video_order]),
    ).toEqual([
      ['PRIMARY_VIDEO', 0],
      ['PRIMARY_VIDEO', 1],
      ['SHORT_FORM_VIDEO', 0],
    ]);
    expect(all.json()[0]).toEqual({
      role: 'PRIMARY_VIDEO',
      file_key: `users/${alice.uid}/videos/a.mp4`,
      file_url: `/files/users/${alice.uid}/videos/a.mp4`,
      original_filename: 'a.mp4',
      mime_type: 'video/mp4',
      file_size_bytes: 1234,
      video_order: 0,
    });
    const primary = await call(
      alice,
      'GET',
      `/api/projects/${id}/files?firebase_uid=${alice.uid}&role=PRIMARY_VIDEO`,
    );
    expect(primary.json()).toHaveLength(2);
    const badRole = await call(alice, 'GET', `/api/projects/${id}/files?role=THUMBNAIL`);
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().detail).toContain('role');
    const other = await call(bob, 'GET', `/api/projects/${id}/files`);
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(messages.annotate.accessDenied);
    expect((await call(null, 'GET', `/api/projects/${id}/files`)).statusCode).toBe(401);
  });
});

describe('projects over tRPC', () => {
  it('runs every operation through the same services', async () => {
    const created = await trpc(
      alice,
      'create',
      projectPayload(alice, { name: 'Via tRPC' }),
      'mutation',
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().result.data.project_id as string;

    const got = await trpc(alice, 'get', { project_id: id }, 'query');
    expect(got.json().result.data).toMatchObject({ name: 'Via tRPC', comment_count: 0 });
    const denied = await trpc(bob, 'get', { project_id: id }, 'query');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(messages.annotate.accessDenied);
    const invalid = await trpc(alice, 'create', projectPayload(alice, { name: '' }), 'mutation');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toContain(messages.create.nameRequired);

    const list = await trpc(alice, 'list', { uid: alice.uid }, 'query');
    expect(
      list.json().result.data.unpublished.some((p: { project_id: string }) => p.project_id === id),
    ).toBe(true);
    const files = await trpc(alice, 'files', { project_id: id, role: 'PRIMARY_VIDEO' }, 'query');
    expect(files.json().result.data).toHaveLength(2);
    const toggled = await trpc(alice, 'togglePublication', { project_id: id }, 'mutation');
    expect(toggled.json().result.data.message).toBe(messages.myProjects.published);
    const thumb = await trpc(
      alice,
      'updateThumbnail',
      { project_id: id, thumbnail_path: `users/${alice.uid}/${id}/thumbnails/t.png` },
      'mutation',
    );
    expect(thumb.json().result.data.thumbnail_url).toBe(
      `/files/users/${alice.uid}/${id}/thumbnails/t.png`,
    );
    const deleted = await trpc(alice, 'delete', { project_id: id }, 'mutation');
    expect(deleted.json().result.data).toEqual({ message: messages.myProjects.deleted });
    expect((await trpc(alice, 'get', { project_id: id }, 'query')).statusCode).toBe(404);
  });
});
