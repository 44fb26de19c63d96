import { TEXT_LIMITS } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, type TestUser } from './support/identity';
import { useProjectsHarness } from './support/projects';

/**
 * Issue #18 point 7: one set of length limits (TEXT_LIMITS), refused by REST and tRPC alike with
 * a 400 whose `detail` names the field and the limit, and nothing stored.
 */
const { h, call, trpc, projectPayload, projectCount } = useProjectsHarness();

const PROJECT_NAME_DETAIL = 'Project name must be at most 120 characters.';
const MATERIAL_NAME_DETAIL = 'Material name must be at most 120 characters.';

function repositoryTrpc(user: TestUser, procedure: string, input: object) {
  return h.ctx.app.inject({
    method: 'POST',
    url: `/trpc/repository.${procedure}`,
    headers: { ...bearer(user), 'content-type': 'application/json' },
    payload: input,
  });
}

const materialCount = async (uid: string) =>
  (
    await h.ctx.db
      .selectFrom('materials')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('firebase_uid', '=', uid)
      .executeTakeFirstOrThrow()
  ).n;

describe('project name limit', () => {
  it('refuses a 336-character and a 121-character project name over REST, storing nothing', async () => {
    const before = await projectCount(h.alice.uid);
    for (const length of [336, TEXT_LIMITS.projectName + 1]) {
      const res = await call(
        h.alice,
        'POST',
        '/api/projects/',
        projectPayload(h.alice, { name: 'x'.repeat(length) }),
      );
      expect(res.statusCode, `${length} characters`).toBe(400);
      expect(res.json().detail).toContain(PROJECT_NAME_DETAIL);
    }
    expect(await projectCount(h.alice.uid)).toBe(before);
  });

  it('refuses them over tRPC with the same detail', async () => {
    const before = await projectCount(h.alice.uid);
    for (const length of [336, TEXT_LIMITS.projectName + 1]) {
      const res = await trpc(
        h.alice,
        'create',
        projectPayload(h.alice, { name: 'x'.repeat(length) }),
        'mutation',
      );
      expect(res.statusCode, `${length} characters`).toBe(400);
      expect(res.json().error.data.detail).toContain(PROJECT_NAME_DETAIL);
    }
    expect(await projectCount(h.alice.uid)).toBe(before);
  });

  it('accepts a name of exactly the limit on both', async () => {
    const name = 'n'.repeat(TEXT_LIMITS.projectName);
    const rest = await call(h.alice, 'POST', '/api/projects/', projectPayload(h.alice, { name }));
    expect(rest.statusCode, rest.body).toBe(201);
    const rpc = await trpc(h.alice, 'create', projectPayload(h.alice, { name }), 'mutation');
    expect(rpc.statusCode, rpc.body).toBe(200);
  });
});

describe('material name limit', () => {
  it('refuses a 300-character and a 121-character material name over REST', async () => {
    const before = await materialCount(h.alice.uid);
    for (const length of [300, TEXT_LIMITS.itemName + 1]) {
      const res = await call(h.alice, 'POST', `/api/users/${h.alice.uid}/materials`, {
        name: 'm'.repeat(length),
      });
      expect(res.statusCode, `${length} characters`).toBe(400);
      expect(res.json().detail).toContain(MATERIAL_NAME_DETAIL);
    }
    expect(await materialCount(h.alice.uid)).toBe(before);
  });

  it('refuses them over tRPC, on create and on edit', async () => {
    for (const length of [300, TEXT_LIMITS.itemName + 1]) {
      const res = await repositoryTrpc(h.alice, 'create', {
        kind: 'materials',
        name: 'm'.repeat(length),
      });
      expect(res.statusCode, `${length} characters`).toBe(400);
      expect(res.json().error.data.detail).toContain(MATERIAL_NAME_DETAIL);
    }
    const glue = await repositoryTrpc(h.alice, 'create', {
      kind: 'materials',
      name: 'g'.repeat(TEXT_LIMITS.itemName),
    });
    expect(glue.statusCode, glue.body).toBe(200);
    const id = glue.json().result.data.material_id as string;
    const edit = await repositoryTrpc(h.alice, 'update', {
      kind: 'materials',
      item_id: id,
      name: 'm'.repeat(300),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.data.detail).toContain(MATERIAL_NAME_DETAIL);
    const restEdit = await call(h.alice, 'PATCH', `/api/users/${h.alice.uid}/materials/${id}`, {
      name: 'm'.repeat(TEXT_LIMITS.itemName + 1),
    });
    expect(restEdit.statusCode).toBe(400);
    expect(restEdit.json().detail).toContain(MATERIAL_NAME_DETAIL);
  });
});
