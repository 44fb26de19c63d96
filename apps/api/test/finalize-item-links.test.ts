import { randomUUID } from 'node:crypto';
import type { StepItemData, StepItemValues } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/database';
import { type ItemEntry, linkRepositoryItems } from '../src/services/finalize/repository-links';
import { aUser } from './db/fixtures';
import { useFreshDatabase } from './support/database';

/** The repository-item linker of finalize, against a real database: one item per entry's key. */

const fresh = useFreshDatabase();

function item(name: string, specification: string | null = null): StepItemValues {
  return { name, specification, purchase_link: null, image_url: null, image_path: null };
}

function named(values: StepItemValues, repository_id: string | null = null): StepItemData {
  return { quantity: 1, repository_id, item: values };
}

async function link(uid: string, entries: ItemEntry[]) {
  return withTransaction(fresh.db, (trx) => linkRepositoryItems(trx, uid, entries));
}

async function countItems(table: 'tools' | 'materials', uid: string): Promise<number> {
  const rows = await fresh.db
    .selectFrom(table)
    .select('name')
    .where('firebase_uid', '=', uid)
    .execute();
  return rows.length;
}

describe('linkRepositoryItems', () => {
  it('gives two entries with the same name but another specification different items', async () => {
    const { firebase_uid: uid } = await aUser(fresh.db);
    const steel = { kind: 'tools' as const, stepIndex: 0, data: named(item('Hammer', 'Steel')) };
    const rubber = { kind: 'tools' as const, stepIndex: 1, data: named(item('Hammer', 'Rubber')) };
    const links = await link(uid, [steel, rubber]);

    expect(links.of(steel).repositoryId).not.toBe(links.of(rubber).repositoryId);
    expect(links.of(steel).values).toEqual(item('Hammer', 'Steel'));
    expect(links.of(rubber).values).toEqual(item('Hammer', 'Rubber'));
    expect(await countItems('tools', uid)).toBe(2);
  });

  it('gives the same entry twice, however spelled, one item', async () => {
    const { firebase_uid: uid } = await aUser(fresh.db);
    const first = { kind: 'materials' as const, stepIndex: 0, data: named(item('Glue', 'Wood')) };
    const again = { kind: 'materials' as const, stepIndex: 2, data: named(item(' glue ', 'WOOD')) };
    const links = await link(uid, [first, again, { ...first, stepIndex: 3 }]);

    expect(links.of(again).repositoryId).toBe(links.of(first).repositoryId);
    // Each step keeps the values it sent.
    expect(links.of(again).values).toEqual(item(' glue ', 'WOOD'));
    expect(await countItems('materials', uid)).toBe(1);
  });

  it('keeps tools and materials apart: the same name is one item of each kind', async () => {
    const { firebase_uid: uid } = await aUser(fresh.db);
    const tool = { kind: 'tools' as const, stepIndex: 0, data: named(item('Tape')) };
    const material = { kind: 'materials' as const, stepIndex: 0, data: named(item('Tape')) };
    const links = await link(uid, [material, tool]);

    expect(links.of(tool).repositoryId).not.toBe(links.of(material).repositoryId);
    expect(await countItems('tools', uid)).toBe(1);
    expect(await countItems('materials', uid)).toBe(1);
  });

  it('links an entry sent with only the id of an own item, with that item’s values', async () => {
    const { firebase_uid: uid } = await aUser(fresh.db);
    const created = { kind: 'tools' as const, stepIndex: 0, data: named(item('Saw', 'Fine')) };
    const { repositoryId } = (await link(uid, [created])).of(created);

    const byId = {
      kind: 'tools' as const,
      stepIndex: 0,
      data: { quantity: 2, repository_id: repositoryId, item: null },
    };
    const links = await link(uid, [byId]);
    expect(links.of(byId)).toEqual({ repositoryId, values: item('Saw', 'Fine') });
  });

  it('refuses an entry with only an id that is not the caller’s, naming its step', async () => {
    const { firebase_uid: uid } = await aUser(fresh.db);
    const foreign = randomUUID();
    const entry = {
      kind: 'materials' as const,
      stepIndex: 4,
      data: { quantity: 1, repository_id: foreign, item: null },
    };
    await expect(link(uid, [entry])).rejects.toMatchObject({
      detail: `Step 5: the material ${foreign} is not in your repository.`,
    });
  });
});
