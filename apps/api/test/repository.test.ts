import { describe, expect, it } from 'vitest';
import { aProject, aStep } from './db/fixtures';
import { useTwoCreators } from './support/creators';
import { bearer, signUpUser, type TestUser } from './support/identity';
import { MISSING_ID } from './support/projects';

const h = useTwoCreators();
const LINK_TEXT = 'Purchase link must be a valid URL starting with http:// or https://';

type Kind = 'tools' | 'materials';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(user: TestUser | null, method: Method, url: string, payload?: object) {
  return h.ctx.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });
}

async function create(user: TestUser, kind: Kind, payload: object) {
  const res = await call(user, 'POST', `/api/users/${user.uid}/${kind}`, payload);
  expect(res.statusCode).toBe(201);
  return res.json();
}

function trpc(user: TestUser | null, procedure: string, input: object) {
  return h.ctx.app.inject({
    method: 'POST',
    url: `/trpc/repository.${procedure}`,
    headers: { ...(user ? bearer(user) : {}), 'content-type': 'application/json' },
    payload: input,
  });
}

describe('repository tools over REST', () => {
  it('creates, lists newest first, edits partly and fully, and deletes', async () => {
    const imagePath = `users/${h.alice.uid}/repository/tools/1a_hand saw.jpg`;
    const saw = await create(h.alice, 'tools', {
      name: '  Hand saw ',
      specification: '  ',
      purchase_link: 'https://shop.example.com/saw',
      image_path: imagePath,
    });
    expect(saw).toMatchObject({
      name: 'Hand saw',
      specification: null,
      purchase_link: 'https://shop.example.com/saw',
      image_path: imagePath,
      image_file: {
        file_url: `/files/users/${h.alice.uid}/repository/tools/1a_hand%20saw.jpg`,
        file_key: imagePath,
      },
    });
    expect(saw.tool_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saw.created_at).toBe(saw.updated_at);
    const drill = await create(h.alice, 'tools', { name: 'Drill', specification: '18V' });
    expect(drill.image_file).toBeNull();

    const list = await call(h.alice, 'GET', `/api/users/${h.alice.uid}/tools`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((t: { tool_id: string }) => t.tool_id)).toEqual([
      drill.tool_id,
      saw.tool_id,
    ]);

    const url = `/api/users/${h.alice.uid}/tools/${saw.tool_id}`;
    const partial = await call(h.alice, 'PATCH', url, { specification: '24 TPI' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      tool_id: saw.tool_id,
      name: 'Hand saw',
      specification: '24 TPI',
      purchase_link: 'https://shop.example.com/saw',
      image_path: imagePath,
    });

    const full = await call(h.alice, 'PATCH', url, {
      name: 'Japanese saw',
      specification: null,
      purchase_link: '',
      image_path: null,
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      name: 'Japanese saw',
      specification: null,
      purchase_link: null,
      image_path: null,
      image_file: null,
    });

    const deleted = await call(h.alice, 'DELETE', url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Tool deleted successfully.' });
    const after = await call(h.alice, 'GET', `/api/users/${h.alice.uid}/tools`);
    expect(after.json().map((t: { tool_id: string }) => t.tool_id)).toEqual([drill.tool_id]);
    const again = await call(h.alice, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Tool not found.');
  });

  it('answers 400 with the spec texts for a blank name and a bad link, and for bad ids and paths', async () => {
    const base = `/api/users/${h.alice.uid}/tools`;
    const blank = await call(h.alice, 'POST', base, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain('Tool name is required.');

    const link = await call(h.alice, 'POST', base, { name: 'Saw', purchase_link: 'shop.com/saw' });
    expect(link.statusCode).toBe(400);
    expect(link.json().detail).toContain(LINK_TEXT);

    const long = await call(h.alice, 'POST', base, { name: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toContain('Tool name must be at most 120 characters.');

    const badId = await call(h.alice, 'PATCH', `${base}/not-a-uuid`, { name: 'Saw' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toContain('Invalid tool ID format.');

    const traversal = await call(h.alice, 'POST', base, {
      name: 'Saw',
      image_path: `users/${h.alice.uid}/../${h.bob.uid}/saw.jpg`,
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().detail).toMatch(/Invalid image path/);

    const saw = await create(h.alice, 'tools', { name: 'Saw' });
    const blankEdit = await call(h.alice, 'PATCH', `${base}/${saw.tool_id}`, { name: '' });
    expect(blankEdit.statusCode).toBe(400);
    expect(blankEdit.json().detail).toContain('Tool name is required.');
    const linkEdit = await call(h.alice, 'PATCH', `${base}/${saw.tool_id}`, {
      purchase_link: 'ftp://x',
    });
    expect(linkEdit.statusCode).toBe(400);
    expect(linkEdit.json().detail).toContain(LINK_TEXT);
  });

  it('answers 401 without a token on every path', async () => {
    const base = `/api/users/${h.alice.uid}/tools`;
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['PATCH', `${base}/${MISSING_ID}`],
      ['DELETE', `${base}/${MISSING_ID}`],
    ] as const) {
      const res = await call(null, method, url, method === 'GET' ? undefined : { name: 'Saw' });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('answers 403 for another user’s uid or image folder, and 404 for another user’s item', async () => {
    const alicesSaw = await create(h.alice, 'tools', { name: 'Alice saw', specification: 'rip' });
    const forBob = `/api/users/${h.bob.uid}/tools`;
    for (const [method, url] of [
      ['GET', forBob],
      ['POST', forBob],
      ['PATCH', `${forBob}/${alicesSaw.tool_id}`],
      ['DELETE', `${forBob}/${alicesSaw.tool_id}`],
    ] as const) {
      const res = await call(h.alice, method, url, method === 'GET' ? undefined : { name: 'Saw' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail).toBe('You can only access your own account and data.');
    }

    const foreignImage = await call(h.alice, 'POST', `/api/users/${h.alice.uid}/tools`, {
      name: 'Borrowed',
      image_path: `tools/${h.bob.uid}/saw.jpg`,
    });
    expect(foreignImage.statusCode).toBe(403);
    expect(foreignImage.json().detail).toMatch(/own folder/);

    const bobsUrl = `/api/users/${h.bob.uid}/tools/${alicesSaw.tool_id}`;
    const edit = await call(h.bob, 'PATCH', bobsUrl, { name: 'Stolen' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().detail).toBe('Tool not found.');
    const remove = await call(h.bob, 'DELETE', bobsUrl);
    expect(remove.statusCode).toBe(404);
    expect(remove.json().detail).toBe('Tool not found.');
    const missing = await call(h.bob, 'PATCH', `/api/users/${h.bob.uid}/tools/${MISSING_ID}`, {});
    expect(missing.statusCode).toBe(404);

    const row = await h.ctx.db
      .selectFrom('tools')
      .select(['name', 'firebase_uid'])
      .where('tool_id', '=', alicesSaw.tool_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Alice saw', firebase_uid: h.alice.uid });
    const bobsList = await call(h.bob, 'GET', `/api/users/${h.bob.uid}/tools`);
    expect(bobsList.json()).toEqual([]);
  });

  it('answers 404 with a detail when the caller has no user record yet', async () => {
    const stranger = await signUpUser('stranger');
    const res = await call(stranger, 'POST', `/api/users/${stranger.uid}/tools`, { name: 'Saw' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/sign up/i);
  });

  it('keeps a step’s copy when the repository tool it came from is deleted', async () => {
    const clamp = await create(h.alice, 'tools', {
      name: 'Clamp',
      specification: '6 inch',
      purchase_link: 'https://shop.example.com/clamp',
    });
    const owner = await h.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('firebase_uid', '=', h.alice.uid)
      .executeTakeFirstOrThrow();
    const step = await aStep(h.ctx.db, await aProject(h.ctx.db, owner));
    await h.ctx.db
      .insertInto('step_tools')
      .values({
        step_id: step.step_id,
        tool_id: clamp.tool_id,
        name: 'Clamp',
        specification: '6 inch',
        purchase_link: 'https://shop.example.com/clamp',
        quantity: 2,
      })
      .execute();

    const res = await call(h.alice, 'DELETE', `/api/users/${h.alice.uid}/tools/${clamp.tool_id}`);
    expect(res.statusCode).toBe(200);
    const kept = await h.ctx.db
      .selectFrom('step_tools')
      .select(['tool_id', 'name', 'specification', 'purchase_link', 'quantity'])
      .where('step_id', '=', step.step_id)
      .execute();
    expect(kept).toEqual([
      {
        tool_id: null,
        name: 'Clamp',
        specification: '6 inch',
        purchase_link: 'https://shop.example.com/clamp',
        quantity: 2,
      },
    ]);
  });
});

describe('repository materials over REST', () => {
  it('runs the same lifecycle with the material texts', async () => {
    const base = `/api/users/${h.alice.uid}/materials`;
    const glue = await create(h.alice, 'materials', {
      name: 'Wood glue',
      specification: 'PVA',
      purchase_link: null,
      image_path: `materials/${h.alice.uid}/glue.png`,
    });
    expect(glue.material_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(glue.image_file).toEqual({
      file_url: `/files/materials/${h.alice.uid}/glue.png`,
      file_key: `materials/${h.alice.uid}/glue.png`,
    });

    const list = await call(h.alice, 'GET', base);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([glue]);

    const blank = await call(h.alice, 'POST', base, { name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain('Material name is required.');
    const link = await call(h.alice, 'POST', base, { name: 'Glue', purchase_link: 'glue' });
    expect(link.statusCode).toBe(400);
    expect(link.json().detail).toContain(LINK_TEXT);
    const badId = await call(h.alice, 'DELETE', `${base}/123`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toContain('Invalid material ID format.');

    const url = `${base}/${glue.material_id}`;
    expect((await call(null, 'PATCH', url, { name: 'x' })).statusCode).toBe(401);
    expect((await call(h.alice, 'GET', `/api/users/${h.bob.uid}/materials`)).statusCode).toBe(403);
    const foreign = await call(
      h.bob,
      'PATCH',
      `/api/users/${h.bob.uid}/materials/${glue.material_id}`,
      {
        name: 'Mine now',
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Material not found.');

    const edited = await call(h.alice, 'PATCH', url, {
      name: 'Epoxy',
      specification: '5 min',
      purchase_link: 'http://shop.example.com/epoxy',
      image_path: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      material_id: glue.material_id,
      name: 'Epoxy',
      purchase_link: 'http://shop.example.com/epoxy',
      image_file: null,
    });
    const deleted = await call(h.alice, 'DELETE', url);
    expect(deleted.json()).toEqual({ message: 'Material deleted successfully.' });
    expect((await call(h.alice, 'GET', base)).json()).toEqual([]);
  });
});

describe('repository over tRPC', () => {
  it('creates, lists, updates and deletes through the same service', async () => {
    const created = await trpc(h.bob, 'create', { kind: 'materials', name: 'Sandpaper' });
    expect(created.statusCode).toBe(200);
    const item = created.json().result.data;
    expect(item).toMatchObject({ name: 'Sandpaper', specification: null });

    const list = await h.ctx.app.inject({
      method: 'GET',
      url: `/trpc/repository.list?input=${encodeURIComponent(JSON.stringify({ kind: 'materials' }))}`,
      headers: bearer(h.bob),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.data).toEqual([item]);

    const updated = await trpc(h.bob, 'update', {
      kind: 'materials',
      item_id: item.material_id,
      specification: '120 grit',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result.data).toMatchObject({
      name: 'Sandpaper',
      specification: '120 grit',
    });

    const foreign = await trpc(h.alice, 'delete', { kind: 'materials', item_id: item.material_id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Material not found.');

    const deleted = await trpc(h.bob, 'delete', { kind: 'materials', item_id: item.material_id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().result.data).toEqual({ message: 'Material deleted successfully.' });
  });

  it('validates with the spec texts and needs a token', async () => {
    const blank = await trpc(h.bob, 'create', { kind: 'tools', name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Tool name is required.');
    const anonymous = await trpc(null, 'create', { kind: 'tools', name: 'Saw' });
    expect(anonymous.statusCode).toBe(401);
  });
});
