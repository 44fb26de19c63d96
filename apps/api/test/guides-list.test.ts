import type { GuideCard, GuideListResponse } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { listGuides } from '../src/services/guides/list';
import { useTwoCreators } from './support/creators';
import { countingDb, trpcCall } from './support/finalize';
import { bearer, type TestUser } from './support/identity';

/** Issue #19: discovering published guides (GET /api/guides, tRPC guides.list). */
const h = useTwoCreators();

interface GuideSeed {
  name: string;
  description?: string;
  tags?: string[];
  steps?: string[];
  published?: boolean;
  createdAt?: string;
}

/** A project of `user` with its steps, written straight to the tables the app reads. */
async function seed(user: TestUser, guide: GuideSeed): Promise<string> {
  const { project_id } = await h.ctx.db
    .insertInto('projects')
    .values({
      firebase_uid: user.uid,
      name: guide.name,
      description: guide.description ?? null,
      tags: guide.tags ?? [],
      is_published: guide.published ?? true,
      ...(guide.createdAt ? { created_at: new Date(guide.createdAt) } : {}),
    })
    .returning('project_id')
    .executeTakeFirstOrThrow();
  const steps = guide.steps ?? ['Prepare'];
  await h.ctx.db
    .insertInto('steps')
    .values(
      steps.map((name, i) => ({
        project_id,
        step_order: i,
        name,
        video_start_time_ms: i * 10_000,
        video_end_time_ms: i * 10_000 + 4_000,
      })),
    )
    .execute();
  return project_id;
}

async function list(user: TestUser, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return h.ctx.app.inject({
    method: 'GET',
    url: `/api/guides${search ? `?${search}` : ''}`,
    headers: bearer(user),
  });
}

async function page(user: TestUser, query: Record<string, string | number> = {}) {
  const res = await list(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GuideListResponse;
}

/** Every page of a listing, following next_cursor. */
async function allPages(user: TestUser, query: Record<string, string | number>) {
  const pages: GuideCard[][] = [];
  let cursor: string | null = null;
  do {
    const body: GuideListResponse = await page(user, cursor ? { ...query, cursor } : query);
    pages.push(body.guides);
    cursor = body.next_cursor;
  } while (cursor && pages.length < 50);
  return pages;
}

const ids = (cards: GuideCard[]) => cards.map((card) => card.project_id);

async function searchTerms(user: TestUser) {
  const rows = await h.ctx.db
    .selectFrom('search_history')
    .select('term')
    .where('firebase_uid', '=', user.uid)
    .orderBy('created_at')
    .orderBy('search_id')
    .execute();
  return rows.map((row) => row.term);
}

describe('GET /api/guides: search', () => {
  it('finds a published guide by a word of one of its step names, and its card is complete', async () => {
    const id = await seed(h.alice, {
      name: 'Shelf',
      description: 'A wall shelf.',
      tags: ['Woodworking'],
      steps: ['Cut the boards', 'Countersink the screw holes'],
    });
    const body = await page(h.bob, { q: 'countersinking' });
    expect(ids(body.guides)).toEqual([id]);
    const [card] = body.guides;
    expect(card).toMatchObject({
      project_id: id,
      name: 'Shelf',
      description: 'A wall shelf.',
      tags: ['Woodworking'],
      creator_username: expect.stringContaining('alice'),
      step_count: 2,
      total_duration_ms: 8_000,
      view_count: 0,
      like_count: 0,
      comment_count: 0,
    });
    expect(card?.rank).toBeGreaterThan(0);
    expect(body.next_cursor).toBeNull();
  });

  it('sees a step renamed later (the search vector follows the steps)', async () => {
    const id = await seed(h.alice, { name: 'Lamp', steps: ['Wire the socket'] });
    expect(ids((await page(h.bob, { q: 'soldering' })).guides)).not.toContain(id);
    await h.ctx.db
      .updateTable('steps')
      .set({ name: 'Soldering the leads' })
      .where('project_id', '=', id)
      .execute();
    expect(ids((await page(h.bob, { q: 'soldering' })).guides)).toEqual([id]);
    await h.ctx.db.deleteFrom('steps').where('project_id', '=', id).execute();
    expect(ids((await page(h.bob, { q: 'soldering' })).guides)).toEqual([]);
  });

  it('ranks a match in the name above a match in a step name', async () => {
    const inStep = await seed(h.alice, { name: 'Garden bench', steps: ['Apply the varnish'] });
    const inName = await seed(h.alice, {
      name: 'Varnish a table',
      description: 'Varnish, then varnish again.',
      steps: ['Sand'],
    });
    const body = await page(h.bob, { q: 'varnish' });
    expect(ids(body.guides)).toEqual([inName, inStep]);
    const [first, second] = body.guides;
    expect(first!.rank!).toBeGreaterThan(second!.rank!);
  });

  it('filters by tag, alone or with a search', async () => {
    const garden = await seed(h.alice, { name: 'Raised bed', tags: ['Gardening', 'DIY'] });
    const cooking = await seed(h.alice, { name: 'Raised bread', tags: ['Cooking'] });
    const tagged = ids(await allPages(h.bob, { tag: 'Gardening' }).then((p) => p.flat()));
    expect(tagged).toContain(garden);
    expect(tagged).not.toContain(cooking);
    const body = await page(h.bob, { q: 'raised', tag: 'Cooking' });
    expect(ids(body.guides)).toEqual([cooking]);
  });

  it('never lists a draft, by search or otherwise', async () => {
    const draft = await seed(h.alice, { name: 'Secret zeppelin', published: false });
    expect((await page(h.bob, { q: 'zeppelin' })).guides).toEqual([]);
    expect((await page(h.alice, { q: 'zeppelin' })).guides).toEqual([]);
    const everything = ids((await allPages(h.bob, { limit: 48 })).flat());
    expect(everything).not.toContain(draft);
  });

  it('records the term once, on the first page only, and not twice in a row', async () => {
    const carol = h.bob;
    for (const name of ['Kite one', 'Kite two', 'Kite three']) {
      await seed(h.alice, { name, steps: ['Fold the kite'] });
    }
    const before = await searchTerms(carol);
    const first = await page(carol, { q: 'kite', limit: 1 });
    expect(first.next_cursor).not.toBeNull();
    await page(carol, { q: 'kite', limit: 1, cursor: first.next_cursor! });
    await page(carol, { q: '  KITE ' });
    await page(carol, { q: 'shelf' });
    await page(carol, { q: 'kite' });
    await page(h.bob, {});
    expect((await searchTerms(carol)).slice(before.length)).toEqual(['kite', 'shelf', 'kite']);
    const history = await h.ctx.app.inject({
      method: 'GET',
      url: `/api/users/${carol.uid}/search_history`,
      headers: bearer(carol),
    });
    expect(history.json().slice(0, 2)).toEqual(['kite', 'shelf']);
  });

  it('finds a page and records the term in one statement', async () => {
    await seed(h.alice, { name: 'Lantern', steps: ['Cut the paper'] });
    const counting = countingDb(h.ctx.databaseUrl);
    const bob = { uid: h.bob.uid, email: h.bob.email };
    const before = await searchTerms(h.bob);
    try {
      const found = await listGuides(counting.db, h.ctx.app.objects, bob, {
        q: 'lantern',
        tag: undefined,
        cursor: undefined,
        limit: 24,
      });
      expect(found.guides.map((card) => card.name)).toEqual(['Lantern']);
      expect(counting.counter.statements).toBe(1);
      expect((await searchTerms(h.bob)).slice(before.length)).toEqual(['lantern']);
    } finally {
      await counting.close();
    }
  });
});

describe('GET /api/guides: keyset pages', () => {
  it('pages newest first with no duplicate and no gap, ties broken by id', async () => {
    const sameTime = '2030-01-01T00:00:00.123456Z';
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(await seed(h.alice, { name: `Puzzle ${i}`, createdAt: sameTime, tags: ['Art'] }));
    }
    made.push(
      await seed(h.alice, { name: 'Puzzle new', createdAt: '2030-02-01T00:00:00Z', tags: ['Art'] }),
    );
    const pages = await allPages(h.bob, { tag: 'Art', limit: 2 });
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
    const seen = ids(pages.flat());
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...made].sort());
    expect(seen[0]).toBe(made[5]);
    const tied = seen.slice(1);
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it('pages a search by rank with no duplicate and no gap', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await seed(h.alice, {
          name: i % 2 ? `Quilt pattern ${i}` : `Pattern ${i}`,
          steps: i % 3 ? ['Sew the quilt'] : ['Cut the quilt squares', 'Quilt it'],
        }),
      );
    }
    const pages = await allPages(h.bob, { q: 'quilt', limit: 3 });
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const cards = pages.flat();
    expect(new Set(ids(cards)).size).toBe(7);
    expect([...ids(cards)].sort()).toEqual([...made].sort());
    const ranks = cards.map((card) => card.rank!);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('refuses a malformed cursor, or one of another listing, with a detail', async () => {
    for (let i = 0; i < 2; i++) await seed(h.alice, { name: `Origami ${i}`, tags: ['Crafts'] });
    const first = await page(h.bob, { tag: 'Crafts', limit: 1 });
    for (const cursor of ['not-a-cursor', 'eyJtIjoibiJ9', first.next_cursor!]) {
      const res = await list(h.bob, { q: 'origami', cursor });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().detail).toMatch(/Start again from the first page/);
    }
  });

  it('validates the query: limit, tag and a search too long, each 400 with a detail', async () => {
    const queries: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 49 },
      { limit: 'ten' },
      { tag: 'Knitting' },
    ];
    for (const query of queries) {
      const res = await list(h.bob, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().detail, JSON.stringify(query)).toEqual(expect.any(String));
    }
    const long = await list(h.bob, { q: 'a'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(/at most 200 characters/);
  });

  it('answers 401 without a token', async () => {
    const res = await h.ctx.app.inject({ method: 'GET', url: '/api/guides' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});

describe('tRPC guides.list and the OpenAPI document', () => {
  it('answers the same search over tRPC', async () => {
    const id = await seed(h.alice, { name: 'Terrarium', steps: ['Layer the gravel'] });
    const res = await trpcCall(h.ctx.app, h.bob, 'guides.list', { q: 'gravel' }, 'query');
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json().result.data.guides)).toEqual([id]);
  });

  it('lists GET /api/guides and GET /api/guides/{projectId}', async () => {
    const res = await h.ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/guides'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/guides/{projectId}'] ?? {})).toContain('get');
  });
});
