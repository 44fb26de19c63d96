import {
  itemIdentityKey,
  type RepositoryKind,
  type StepItemData,
  type StepItemValues,
  storageFileUrl,
} from '@stepwise/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { chunkRows } from '../../db/repositories/steps.repository';
import { AppError } from '../../errors';

/**
 * Links every tool (or material) of a finalize payload to the creator's repository in a fixed
 * number of statements, whatever the number of steps: lock the identities, read the matching
 * items, insert the missing ones, fill links and images the matches lacked.
 *
 * The rules are those of `findOrCreateRepositoryItem` (repository.service), which does the same
 * for one item in three round trips per item, too slow for a 500-step payload:
 * - an item sent with the id of one of the caller's items links that item;
 * - otherwise the caller's oldest item with the same name + specification (case-insensitive,
 *   trimmed) is linked, and gains a purchase link or image it lacked;
 * - otherwise a new item is created from the first entry that names it.
 * An id that is not one of the caller's items is ignored when the entry names its item (the
 * item was deleted, or belongs to someone else); an entry with only such an id is refused.
 */

const TABLES = {
  tools: { table: 'tools', id: 'tool_id', label: 'tool' },
  materials: { table: 'materials', id: 'material_id', label: 'material' },
} as const;

export interface ItemEntry {
  /** The step's index in the payload (0-based). */
  stepIndex: number;
  data: StepItemData;
}

export interface LinkedItem {
  repositoryId: string;
  /** What the step keeps: the values sent, or the repository item's when only its id was sent. */
  values: StepItemValues;
}

interface RepositoryRow extends StepItemValues {
  id: string;
}

const identityOf = (values: { name: string; specification: string | null }) =>
  itemIdentityKey(values.name, values.specification);

/**
 * The advisory-lock key of one identity: kind, owner, lower-cased trimmed name and specification,
 * joined by U+001F. (Not NUL: a PostgreSQL text value cannot hold one.) Two finalize calls that
 * may create the same item wait for each other.
 */
const lockKey = (kind: RepositoryKind, uid: string, identity: string) =>
  [kind, uid, ...identity.split('\u0000')].join('\u001f');

async function lockIdentities(trx: Executor, kind: RepositoryKind, uid: string, keys: string[]) {
  if (keys.length === 0) return;
  // Sorted, so two transactions always take their locks in the same order (no deadlock).
  const sorted = keys.map((key) => lockKey(kind, uid, key)).sort();
  await sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${sorted}::text[]) as k`.execute(
    trx,
  );
}

async function selectCandidates(
  trx: Executor,
  kind: RepositoryKind,
  uid: string,
  ids: string[],
  names: string[],
): Promise<RepositoryRow[]> {
  const { table, id } = TABLES[kind];
  return trx
    .selectFrom(table)
    .select(['name', 'specification', 'purchase_link', 'image_url', 'image_path'])
    .select(sql.ref<string>(id).as('id'))
    .where('firebase_uid', '=', uid)
    .where((eb) =>
      eb.or([
        eb(sql.ref(id), '=', sql<string>`any(${ids}::uuid[])`),
        // Both sides lower-cased by PostgreSQL, so the item a first call created is always found
        // again by the next (idempotent even where JavaScript and PostgreSQL case-map differently).
        eb(
          sql`lower(btrim(name))`,
          '=',
          sql<string>`any(select lower(n) from unnest(${names}::text[]) as n)`,
        ),
      ]),
    )
    .orderBy('created_at')
    .orderBy(sql.ref(id))
    .execute();
}

async function insertItems(
  trx: Executor,
  kind: RepositoryKind,
  uid: string,
  items: StepItemValues[],
): Promise<RepositoryRow[]> {
  const { table, id } = TABLES[kind];
  const rows = items.map((item) => ({
    firebase_uid: uid,
    name: item.name,
    specification: item.specification,
    purchase_link: item.purchase_link,
    image_url: item.image_path ? storageFileUrl(item.image_path) : null,
    image_path: item.image_path,
  }));
  const inserted: RepositoryRow[] = [];
  for (const chunk of chunkRows(rows)) {
    inserted.push(
      ...(await trx
        .insertInto(table)
        .values(chunk)
        .returning(['name', 'specification', 'purchase_link', 'image_url', 'image_path'])
        .returning(sql.ref<string>(id).as('id'))
        .execute()),
    );
  }
  return inserted;
}

/** Gives matched items the purchase link or image they lacked: one statement, one JSON value. */
async function fillItems(
  trx: Executor,
  kind: RepositoryKind,
  fills: { id: string; purchase_link: string | null; image_path: string | null }[],
): Promise<void> {
  if (fills.length === 0) return;
  const { table, id } = TABLES[kind];
  const json = JSON.stringify(
    fills.map((fill) => ({
      ...fill,
      image_url: fill.image_path ? storageFileUrl(fill.image_path) : null,
    })),
  );
  await sql`
    update ${sql.table(table)} as r set
      purchase_link = coalesce(r.purchase_link, v.purchase_link),
      image_url = case when r.image_path is null then v.image_url else r.image_url end,
      image_path = coalesce(r.image_path, v.image_path)
    from jsonb_to_recordset(${json}::jsonb)
      as v(id uuid, purchase_link text, image_url text, image_path text)
    where r.${sql.ref(id)} = v.id
  `.execute(trx);
}

/** Links each entry to a repository item; the result is aligned with `entries`. */
export async function linkRepositoryItems(
  trx: Executor,
  uid: string,
  kind: RepositoryKind,
  entries: readonly ItemEntry[],
): Promise<LinkedItem[]> {
  if (entries.length === 0) return [];
  const ids = [
    ...new Set(entries.flatMap((e) => (e.data.repository_id ? [e.data.repository_id] : []))),
  ];
  const named = new Map<string, StepItemValues>();
  for (const { data } of entries) {
    if (data.item && !named.has(identityOf(data.item))) named.set(identityOf(data.item), data.item);
  }
  await lockIdentities(trx, kind, uid, [...named.keys()]);

  const names = [...new Set([...named.values()].map((item) => item.name))];
  const found = await selectCandidates(trx, kind, uid, ids, names);
  const byId = new Map(found.map((row) => [row.id, row]));
  const byIdentity = new Map<string, RepositoryRow>();
  for (const row of found) {
    const key = identityOf(row);
    if (named.has(key) && !byIdentity.has(key)) byIdentity.set(key, row);
  }

  // Items to create: named by an entry that is not linked by its own id, and not found by name.
  const missing = new Map<string, StepItemValues>();
  for (const { data } of entries) {
    if (!data.item || (data.repository_id && byId.has(data.repository_id))) continue;
    const key = identityOf(data.item);
    if (!byIdentity.has(key) && !missing.has(key)) missing.set(key, data.item);
  }
  for (const row of await insertItems(trx, kind, uid, [...missing.values()])) {
    byIdentity.set(identityOf(row), row);
  }

  const fills = new Map<
    string,
    { id: string; purchase_link: string | null; image_path: string | null }
  >();
  const linked = entries.map(({ stepIndex, data }): LinkedItem => {
    const own = data.repository_id ? byId.get(data.repository_id) : undefined;
    if (own) return { repositoryId: own.id, values: data.item ?? pick(own) };
    if (!data.item) {
      throw new AppError(
        'BAD_REQUEST',
        `Step ${stepIndex + 1}: the ${TABLES[kind].label} ${data.repository_id} is not in your repository.`,
      );
    }
    const match = byIdentity.get(identityOf(data.item)) as RepositoryRow;
    const lacksLink = !match.purchase_link && data.item.purchase_link;
    const lacksImage = !match.image_path && data.item.image_path;
    if ((lacksLink || lacksImage) && !fills.has(match.id)) {
      fills.set(match.id, {
        id: match.id,
        purchase_link: data.item.purchase_link,
        image_path: data.item.image_path,
      });
    }
    return { repositoryId: match.id, values: data.item };
  });
  await fillItems(trx, kind, [...fills.values()]);
  return linked;
}

function pick(row: RepositoryRow): StepItemValues {
  return {
    name: row.name,
    specification: row.specification,
    purchase_link: row.purchase_link,
    image_url: row.image_url,
    image_path: row.image_path,
  };
}
