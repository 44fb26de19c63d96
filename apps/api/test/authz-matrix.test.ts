import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { aBlankDraft } from './support/drafts';
import { aPayload, aProjectOf } from './support/finalize';
import { bearer, createCreator, type TestUser } from './support/identity';

/**
 * Every REST path in the OpenAPI document, generically: without a token it answers 401, and a
 * second creator aiming it at the first creator's uid, project or repository item gets 403/404
 * with a detail, and changes nothing. A new path fails here until it is listed in `validBodies`.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let bob: TestUser;
let project: string;
let tool: string;
let material: string;
let ops: { method: string; path: string; hasBody: boolean }[];

/** A body that passes validation for `bob`, so the ownership check is what answers. */
function validBodies(): Record<string, unknown> {
  const item = { name: 'Clamp', specification: null, purchase_link: null, image_path: null };
  return {
    'POST /api/users/': {
      username: 'Bob',
      email: bob.email,
      firebase_uid: alice.uid,
      is_creator: true,
    },
    'POST /api/users/{uid}/tools': item,
    'PATCH /api/users/{uid}/tools/{tool_id}': item,
    'POST /api/users/{uid}/materials': item,
    'PATCH /api/users/{uid}/materials/{material_id}': item,
    'POST /api/projects/': {
      name: 'Not mine',
      description: '',
      tags: [],
      firebase_uid: alice.uid,
      UploadVideos: [
        {
          name: 'a.mp4',
          url: `/files/users/${bob.uid}/videos/a.mp4`,
          path: `users/${bob.uid}/videos/a.mp4`,
        },
      ],
      frame_url: null,
      ai_breakdown_data: null,
      ShortFormVideo: null,
    },
    'POST /api/projects/{projectId}/toggle-publication': { firebase_uid: bob.uid },
    'PATCH /api/projects/{projectId}/thumbnail': {
      firebase_uid: bob.uid,
      thumbnail_path: `users/${bob.uid}/${project}/thumbnails/t.jpg`,
    },
    'POST /api/users/{uid}/search_history': { term: 'glue' },
    'POST /api/projects/{projectId}/comments': { comment_text: 'Nice' },
    'PUT /api/guides/{projectId}/progress': { current_step_id: null },
    'POST /api/guides/{projectId}/steps/{stepId}/answer': { answer: '2' },
    'POST /api/upload_steps': { ...aPayload(bob, project), user_id: bob.uid },
    'PATCH /api/projects/{projectId}/buy_list': [{ name: 'Glue', quantity: 1 }],
    'PUT /api/projects/{projectId}/draft': { draft: aBlankDraft('Not mine'), base_revision: null },
    'POST /api/extract-audio': { video_path: `users/${alice.uid}/videos/a.mp4` },
    'POST /api/transcribe': { audio_url: `/files/users/${alice.uid}/audio/a.wav` },
  };
}

function urlOf(path: string, target: 'alice' | 'bob'): string {
  const owner = target === 'alice' ? alice : bob;
  return path
    .replace('{uid}', owner.uid)
    .replace('{projectId}', project)
    .replace('{tool_id}', tool)
    .replace('{material_id}', material);
}

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await createCreator(ctx.app, 'alice');
  bob = await createCreator(ctx.app, 'bob');
  project = await aProjectOf(ctx.db, alice, { videos: 1 });
  const add = async (kind: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${alice.uid}/${kind}`,
        headers: bearer(alice),
        payload: { name: `Alice ${kind}` },
      })
    ).json();
  tool = (await add('tools')).tool_id;
  material = (await add('materials')).material_id;
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      hasBody: op.requestBody !== undefined,
    })),
  );
});
afterAll(() => ctx?.close());

async function aliceState() {
  const count = (
    table:
      | 'steps'
      | 'tools'
      | 'materials'
      | 'buy_list_items'
      | 'likes'
      | 'comments'
      | 'authoring_drafts',
  ) =>
    ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  const row = await ctx.db
    .selectFrom('projects')
    .select(['name', 'is_published', 'thumbnail_path'])
    .where('project_id', '=', project)
    .executeTakeFirst();
  return {
    project: row,
    steps: await count('steps'),
    tools: await count('tools'),
    materials: await count('materials'),
    buyList: await count('buy_list_items'),
    likes: await count('likes'),
    comments: await count('comments'),
    drafts: await count('authoring_drafts'),
  };
}

describe('every REST path', () => {
  it('answers 401 with a detail without a token', async () => {
    const bodies = validBodies();
    for (const op of ops.filter(
      (o) => o.path.startsWith('/api/') && !o.path.startsWith('/api/docs'),
    )) {
      const key = `${op.method} ${op.path}`;
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: urlOf(op.path, 'alice'),
        ...(op.hasBody ? { payload: bodies[key] as object } : {}),
      });
      expect(res.statusCode, key).toBe(401);
      expect(res.json().detail, key).toBeTruthy();
    }
  });

  it("refuses a second creator on the first creator's data (403/404) and changes nothing", async () => {
    const bodies = validBodies();
    const before = await aliceState();
    const targeted = ops.filter((o) => /\{(uid|projectId|tool_id|material_id)\}/.test(o.path));
    expect(targeted.length).toBeGreaterThan(20);
    for (const op of [
      ...targeted,
      ...ops.filter(
        (o) =>
          o.path === '/api/users/' ||
          o.path === '/api/projects/' ||
          o.path === '/api/upload_steps' ||
          o.path === '/api/extract-audio' ||
          o.path === '/api/transcribe',
      ),
    ]) {
      const key = `${op.method} ${op.path}`;
      if (op.hasBody) expect(bodies, `add a valid body for ${key}`).toHaveProperty([key]);
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: urlOf(op.path, 'alice'),
        headers: bearer(bob),
        // /extract-audio documents no JSON body (it also takes a multipart form) but has one.
        ...(op.hasBody || key in bodies ? { payload: bodies[key] as object } : {}),
      });
      expect([403, 404], `${key} answered ${res.statusCode}: ${res.body}`).toContain(
        res.statusCode,
      );
      expect(res.json().detail, key).toBeTruthy();
    }
    expect(await aliceState()).toEqual(before);
  });
});
