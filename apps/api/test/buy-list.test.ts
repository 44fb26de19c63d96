import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { BUY_LIST_CLEARED } from '../src/services/buy-list.service';
import { useTwoCreators } from './support/creators';
import { aProjectOf, trpcCall } from './support/finalize';
import { bearer, type TestUser } from './support/identity';
import { MISSING_ID } from './support/projects';

const h = useTwoCreators();

function call(
  user: TestUser | null,
  method: 'GET' | 'PATCH' | 'DELETE',
  projectId: string,
  options: { uid?: string; payload?: unknown } = {},
) {
  const query = options.uid === undefined ? '' : `?firebase_uid=${options.uid}`;
  return h.ctx.app.inject({
    method,
    url: `/api/projects/${projectId}/buy_list${query}`,
    headers: user ? bearer(user) : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

const items = [
  {
    name: 'Wood glue',
    quantity: 1,
    specification: '250 ml',
    purchase_link: 'https://shop.example.com/glue',
    image_url: null,
    image_path: null,
  },
  { name: 'Sandpaper', quantity: 3, specification: null, purchase_link: null },
  { name: ' wood GLUE', quantity: 2, specification: '250 ML', purchase_link: null },
  {
    name: 'Drill',
    quantity: 1,
    specification: '18V',
    sourceType: 'repository',
    sourceId: 'tool-1',
  },
];

describe('buy list over REST', () => {
  it('starts empty, replaces the list with the merged items, reads it back and clears it', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const empty = await call(h.alice, 'GET', projectId, { uid: h.alice.uid });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const patched = await call(h.alice, 'PATCH', projectId, { uid: h.alice.uid, payload: items });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual([
      {
        item_id: expect.any(String),
        name: 'Wood glue',
        quantity: 3,
        specification: '250 ml',
        purchase_link: 'https://shop.example.com/glue',
        image_url: null,
        image_path: null,
        source_type: 'manual',
        source_id: null,
      },
      expect.objectContaining({ name: 'Sandpaper', quantity: 3, specification: null }),
      expect.objectContaining({ name: 'Drill', source_type: 'repository', source_id: 'tool-1' }),
    ]);

    const read = await call(h.alice, 'GET', projectId, { uid: h.alice.uid });
    expect(read.json()).toEqual(patched.json());

    const replaced = await call(h.alice, 'PATCH', projectId, { payload: [{ name: 'Nails' }] });
    expect(
      replaced.json().map((i: { name: string; quantity: number }) => [i.name, i.quantity]),
    ).toEqual([['Nails', 1]]);

    const cleared = await call(h.alice, 'DELETE', projectId, { uid: h.alice.uid });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: BUY_LIST_CLEARED });
    expect((await call(h.alice, 'GET', projectId)).json()).toEqual([]);
  });

  it('answers 400 for a malformed id, a quantity of 0, more than 500 items and a bad purchase link', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const malformed = await call(h.alice, 'GET', 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe(messages.annotate.invalidProjectId);

    const zero = await call(h.alice, 'PATCH', projectId, {
      payload: [{ name: 'Glue', quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().detail).toMatch(/^body\.0\.quantity: /);

    const many = Array.from({ length: 501 }, (_, i) => ({ name: `Item ${i}` }));
    const tooMany = await call(h.alice, 'PATCH', projectId, { payload: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toContain('At most 500 buy-list items.');

    const link = await call(h.alice, 'PATCH', projectId, {
      payload: [{ name: 'Glue', purchase_link: 'glue.example.com' }],
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().detail).toContain(messages.repository.invalidPurchaseLink);
    expect((await call(h.alice, 'GET', projectId)).json()).toEqual([]);
  });

  it('answers 401 without a token, 403 for another creator, another uid or image, 404 for a missing project', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    await call(h.alice, 'PATCH', projectId, { payload: [{ name: 'Glue' }] });

    expect((await call(null, 'GET', projectId)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', projectId)).statusCode).toBe(401);

    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? [{ name: 'Stolen' }] : undefined;
      const other = await call(h.bob, method, projectId, { payload });
      expect(other.statusCode, method).toBe(403);
      expect(other.json().detail).toBe(messages.annotate.accessDenied);
      const otherUid = await call(h.alice, method, projectId, { uid: h.bob.uid, payload });
      expect(otherUid.statusCode, method).toBe(403);
      const missing = await call(h.alice, method, MISSING_ID, { payload });
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json().detail).toBe(messages.annotate.projectNotFound);
    }

    const foreignImage = await call(h.alice, 'PATCH', projectId, {
      payload: [
        { name: 'Glue', image_path: `users/${h.bob.uid}/${projectId}/buy_list_images/g.jpg` },
      ],
    });
    expect(foreignImage.statusCode).toBe(403);
    expect(
      (await call(h.alice, 'GET', projectId)).json().map((i: { name: string }) => i.name),
    ).toEqual(['Glue']);
  });
});

describe('buyList over tRPC', () => {
  it('replaces, reads and clears through the same service', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.bob);
    const replaced = await trpcCall(
      h.ctx.app,
      h.bob,
      'buyList.replace',
      { project_id: projectId, items: [{ name: 'Saw' }, { name: 'SAW', quantity: 2 }] },
      'mutation',
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().result.data).toMatchObject([{ name: 'Saw', quantity: 3 }]);

    const got = await trpcCall(h.ctx.app, h.bob, 'buyList.get', { project_id: projectId }, 'query');
    expect(got.json().result.data).toEqual(replaced.json().result.data);

    const denied = await trpcCall(
      h.ctx.app,
      h.alice,
      'buyList.get',
      { project_id: projectId },
      'query',
    );
    expect(denied.statusCode).toBe(403);

    const cleared = await trpcCall(
      h.ctx.app,
      h.bob,
      'buyList.clear',
      { project_id: projectId },
      'mutation',
    );
    expect(cleared.json().result.data).toEqual({ message: BUY_LIST_CLEARED });
  });
});
