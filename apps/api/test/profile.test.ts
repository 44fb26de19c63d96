import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import { bearer, createCreator, type TestUser } from './support/identity';
import { MISSING_ID } from './support/projects';

const h = useTwoCreators();
type Method = 'GET' | 'POST' | 'DELETE';

function call(user: TestUser | null, method: Method, url: string, payload?: object) {
  return h.ctx.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });
}

function trpc(user: TestUser, procedure: string, input: unknown, kind: 'query' | 'mutation') {
  return kind === 'query'
    ? h.ctx.app.inject({
        method: 'GET',
        url: `/trpc/profile.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: bearer(user),
      })
    : h.ctx.app.inject({
        method: 'POST',
        url: `/trpc/profile.${procedure}`,
        headers: { ...bearer(user), 'content-type': 'application/json' },
        payload: JSON.stringify(input),
      });
}

async function aProject(
  owner: TestUser,
  name: string,
  options: { published?: boolean; description?: string | null } = {},
): Promise<string> {
  const row = await h.ctx.db
    .insertInto('projects')
    .values({
      firebase_uid: owner.uid,
      name,
      description: options.description ?? null,
      is_published: options.published ?? false,
    })
    .returning('project_id')
    .executeTakeFirstOrThrow();
  return row.project_id;
}

const ids = (list: { project_id: string }[]) => list.map((p) => p.project_id);

describe('likes and saves', () => {
  it('are idempotent, keep like_count, and fill the profile lists most recent first', async () => {
    const shed = await aProject(h.bob, 'Shed', { published: true, description: 'A garden shed.' });
    const desk = await aProject(h.bob, 'Desk', { published: true });
    const own = await aProject(h.alice, 'My draft');

    for (let i = 0; i < 2; i += 1) {
      const liked = await call(h.alice, 'POST', `/api/projects/${shed}/like`);
      expect(liked.statusCode).toBe(200);
      expect(liked.json()).toEqual({ project_id: shed, liked: true, like_count: 1 });
    }
    expect((await call(h.bob, 'POST', `/api/projects/${shed}/like`)).json().like_count).toBe(2);
    await call(h.alice, 'POST', `/api/projects/${desk}/like`);
    await call(h.alice, 'POST', `/api/projects/${own}/like`);
    await call(h.alice, 'POST', `/api/projects/${desk}/save`);
    const saved = await call(h.alice, 'POST', `/api/projects/${shed}/save`);
    expect(saved.json()).toEqual({ project_id: shed, saved: true });

    const liked = await call(h.alice, 'GET', `/api/users/${h.alice.uid}/liked_projects`);
    expect(liked.statusCode).toBe(200);
    expect(ids(liked.json())).toEqual([own, desk, shed]);
    expect(liked.json()[2]).toMatchObject({
      name: 'Shed',
      description: 'A garden shed.',
      creator: { username: 'bob' },
    });
    expect(liked.json()[2].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const two = await call(h.alice, 'GET', `/api/users/${h.alice.uid}/liked_projects?limit=2`);
    expect(ids(two.json())).toEqual([own, desk]);
    const savedList = await call(h.alice, 'GET', `/api/users/${h.alice.uid}/saved_projects`);
    expect(ids(savedList.json())).toEqual([shed, desk]);

    for (let i = 0; i < 2; i += 1) {
      const unliked = await call(h.alice, 'DELETE', `/api/projects/${shed}/like`);
      expect(unliked.json()).toEqual({ project_id: shed, liked: false, like_count: 1 });
    }
    const unsaved = await call(h.alice, 'DELETE', `/api/projects/${shed}/save`);
    expect(unsaved.json()).toEqual({ project_id: shed, saved: false });
    expect(
      ids((await call(h.alice, 'GET', `/api/users/${h.alice.uid}/saved_projects`)).json()),
    ).toEqual([desk]);
  });

  it('answer 404 for another creator’s draft, 400 for a malformed id, 401 without a token', async () => {
    const draft = await aProject(h.bob, 'Secret draft');
    for (const action of ['like', 'save'] as const) {
      for (const method of ['POST', 'DELETE'] as const) {
        const hidden = await call(h.alice, method, `/api/projects/${draft}/${action}`);
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json().detail).toBe(messages.annotate.projectNotFound);
      }
      const missing = await call(h.alice, 'POST', `/api/projects/${MISSING_ID}/${action}`);
      expect(missing.statusCode).toBe(404);
      const malformed = await call(h.alice, 'POST', `/api/projects/nope/${action}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().detail).toBe(messages.annotate.invalidProjectId);
      expect((await call(null, 'POST', `/api/projects/${draft}/${action}`)).statusCode).toBe(401);
    }
    expect((await call(h.bob, 'POST', `/api/projects/${draft}/like`)).statusCode).toBe(200);
  });

  it('drop out of the lists when the creator unpublishes the project', async () => {
    const carol = await createCreator(h.ctx.app, 'carol');
    const table = await aProject(h.bob, 'Table', { published: true });
    await call(carol, 'POST', `/api/projects/${table}/like`);
    await call(carol, 'POST', `/api/projects/${table}/comments`, { comment_text: 'Nice' });
    expect(
      (await call(carol, 'GET', `/api/users/${carol.uid}/liked_projects`)).json(),
    ).toHaveLength(1);
    await h.ctx.db
      .updateTable('projects')
      .set({ is_published: false })
      .where('project_id', '=', table)
      .execute();
    expect((await call(carol, 'GET', `/api/users/${carol.uid}/liked_projects`)).json()).toEqual([]);
    expect((await call(carol, 'GET', `/api/users/${carol.uid}/comments`)).json()).toEqual([]);
  });
});

describe('comments', () => {
  it('are added to visible projects and listed newest first with their project', async () => {
    const dave = await createCreator(h.ctx.app, 'dave');
    const bench = await aProject(h.bob, 'Bench', { published: true });
    const own = await aProject(dave, 'Own draft');
    const first = await call(dave, 'POST', `/api/projects/${bench}/comments`, {
      comment_text: '  Lovely bench  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      comment_text: 'Lovely bench',
      project: { project_id: bench, name: 'Bench' },
    });
    await call(dave, 'POST', `/api/projects/${own}/comments`, { comment_text: 'Note to self' });

    const list = await call(dave, 'GET', `/api/users/${dave.uid}/comments`);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((c: { comment_text: string; project: { name: string } }) => [
          c.comment_text,
          c.project.name,
        ]),
    ).toEqual([
      ['Note to self', 'Own draft'],
      ['Lovely bench', 'Bench'],
    ]);
    expect(list.json()[1].comment_id).toBe(first.json().comment_id);
    expect(
      (await call(dave, 'GET', `/api/users/${dave.uid}/comments?limit=1`)).json(),
    ).toHaveLength(1);
  });

  it('validate the text and the project', async () => {
    const bench = await aProject(h.bob, 'Bench 2', { published: true });
    const draft = await aProject(h.bob, 'Draft 2');
    const url = `/api/projects/${bench}/comments`;
    const cases: [object, string][] = [
      [{ comment_text: '   ' }, 'Comment text is required.'],
      [{}, 'Comment text is required.'],
      [{ comment_text: 'x'.repeat(2001) }, 'A comment must be at most 2,000 characters.'],
    ];
    for (const [payload, detail] of cases) {
      const res = await call(h.alice, 'POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    const nul = await call(h.alice, 'POST', url, { comment_text: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().detail).toContain('NUL');
    expect((await call(h.alice, 'POST', url, { comment_text: 'x'.repeat(2000) })).statusCode).toBe(
      201,
    );
    const hidden = await call(h.alice, 'POST', `/api/projects/${draft}/comments`, {
      comment_text: 'Hi',
    });
    expect(hidden.statusCode).toBe(404);
    expect((await call(null, 'POST', url, { comment_text: 'Hi' })).statusCode).toBe(401);
  });
});

describe('search history', () => {
  it('records terms and lists them newest first, each once', async () => {
    const erin = await createCreator(h.ctx.app, 'erin');
    const url = `/api/users/${erin.uid}/search_history`;
    for (const term of ['drill', 'saw', ' Drill ', 'glue']) {
      const res = await call(erin, 'POST', url, { term });
      expect(res.statusCode).toBe(201);
      expect(res.json().term).toBe(term.trim());
    }
    const list = await call(erin, 'GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(['glue', 'Drill', 'saw']);
    expect((await call(erin, 'GET', `${url}?limit=2`)).json()).toEqual(['glue', 'Drill']);

    const blank = await call(erin, 'POST', url, { term: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain('A search term is required.');
    const long = await call(erin, 'POST', url, { term: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toContain('at most 200 characters');
    const other = await call(h.bob, 'POST', url, { term: 'spy' });
    expect(other.statusCode).toBe(403);
    expect((await call(null, 'POST', url, { term: 'x' })).statusCode).toBe(401);
  });
});

describe('the profile lists', () => {
  it('are the caller’s own: 403 for another uid, 401 without a token, 400 for a bad limit', async () => {
    for (const list of ['liked_projects', 'saved_projects', 'comments', 'search_history']) {
      const url = `/api/users/${h.alice.uid}/${list}`;
      const other = await call(h.bob, 'GET', url);
      expect(other.statusCode, list).toBe(403);
      expect(other.json().detail).toContain('your own account');
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
      for (const limit of ['0', '101', 'ten', '1.5']) {
        const bad = await call(h.alice, 'GET', `${url}?limit=${limit}`);
        expect(bad.statusCode, `${list} ${limit}`).toBe(400);
        expect(bad.json().detail).toContain('limit must be a whole number from 1 to 100.');
      }
      expect((await call(h.alice, 'GET', `${url}?limit=100`)).statusCode).toBe(200);
    }
  });

  it('return at most 100 entries without a limit', async () => {
    const fay = await createCreator(h.ctx.app, 'fay');
    await h.ctx.db
      .insertInto('search_history')
      .values(Array.from({ length: 120 }, (_, i) => ({ firebase_uid: fay.uid, term: `t${i}` })))
      .execute();
    const res = await call(fay, 'GET', `/api/users/${fay.uid}/search_history`);
    expect(res.json()).toHaveLength(100);
  });
});

describe('profile over tRPC', () => {
  it('runs the writes and the lists through the same services', async () => {
    const gus = await createCreator(h.ctx.app, 'gus');
    const lamp = await aProject(h.bob, 'Lamp', { published: true });
    const draft = await aProject(h.bob, 'Lamp draft');

    const liked = await trpc(gus, 'like', { project_id: lamp }, 'mutation');
    expect(liked.json().result.data).toEqual({ project_id: lamp, liked: true, like_count: 1 });
    const hidden = await trpc(gus, 'like', { project_id: draft }, 'mutation');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(messages.annotate.projectNotFound);
    await trpc(gus, 'save', { project_id: lamp }, 'mutation');
    const comment = await trpc(
      gus,
      'addComment',
      { project_id: lamp, comment_text: 'Bright' },
      'mutation',
    );
    expect(comment.json().result.data.project).toEqual({ project_id: lamp, name: 'Lamp' });
    await trpc(gus, 'addSearchTerm', { uid: gus.uid, term: 'lamp' }, 'mutation');

    const input = { uid: gus.uid, limit: 5 };
    expect(ids((await trpc(gus, 'likedProjects', input, 'query')).json().result.data)).toEqual([
      lamp,
    ]);
    expect(ids((await trpc(gus, 'savedProjects', input, 'query')).json().result.data)).toEqual([
      lamp,
    ]);
    expect((await trpc(gus, 'comments', input, 'query')).json().result.data).toHaveLength(1);
    expect((await trpc(gus, 'searchHistory', input, 'query')).json().result.data).toEqual(['lamp']);
    const other = await trpc(h.bob, 'searchHistory', input, 'query');
    expect(other.statusCode).toBe(403);
    const badLimit = await trpc(gus, 'comments', { uid: gus.uid, limit: 0 }, 'query');
    expect(badLimit.statusCode).toBe(400);

    expect(
      (await trpc(gus, 'unlike', { project_id: lamp }, 'mutation')).json().result.data,
    ).toEqual({ project_id: lamp, liked: false, like_count: 0 });
    expect(
      (await trpc(gus, 'unsave', { project_id: lamp }, 'mutation')).json().result.data,
    ).toEqual({ project_id: lamp, saved: false });
  });
});
