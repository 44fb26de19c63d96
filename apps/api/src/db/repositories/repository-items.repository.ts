import type { RepositoryKind } from '@stepwise/contracts';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { chunkRows } from './steps.repository';

/**
 * The two repository tables (`tools`, `materials`) have the same columns except the name of their
 * id; every function here takes the kind and reads the id back as `id`.
 */
const TABLES = {
  tools: { table: 'tools', id: 'tool_id' },
  materials: { table: 'materials', id: 'material_id' },
} as const;

export interface RepositoryItemRow {
  id: string;
  firebase_uid: string;
  name: string;
  specification: string | null;
  purchase_link: string | null;
  image_url: string | null;
  image_path: string | null;
  created_at: Date;
  updated_at: Date;
}

/** What is written on insert and update (`undefined` on update keeps the column). */
export interface RepositoryItemValues {
  name: string;
  specification: string | null;
  purchase_link: string | null;
  image_url: string | null;
  image_path: string | null;
}

const COLUMNS = [
  'firebase_uid',
  'name',
  'specification',
  'purchase_link',
  'image_url',
  'image_path',
  'created_at',
  'updated_at',
] as const;

function idRef(kind: RepositoryKind) {
  return sql.ref<string>(TABLES[kind].id);
}

function selectItems(db: Executor, kind: RepositoryKind) {
  return db
    .selectFrom(TABLES[kind].table)
    .select(COLUMNS)
    .select(idRef(kind).as('id'))
    .$castTo<RepositoryItemRow>();
}

/** One owner's items, newest first (ties by id, so the order is stable). */
export async function listRepositoryItemRows(
  db: Executor,
  kind: RepositoryKind,
  ownerUid: string,
): Promise<RepositoryItemRow[]> {
  return selectItems(db, kind)
    .where('firebase_uid', '=', ownerUid)
    .orderBy('created_at', 'desc')
    .orderBy(idRef(kind))
    .execute();
}

/** The owner's item with this id (a valid uuid), or undefined when it is missing or not theirs. */
export async function findRepositoryItemRow(
  db: Executor,
  kind: RepositoryKind,
  ownerUid: string,
  id: string,
): Promise<RepositoryItemRow | undefined> {
  return selectItems(db, kind)
    .where('firebase_uid', '=', ownerUid)
    .where(idRef(kind), '=', id)
    .executeTakeFirst();
}

export async function insertRepositoryItemRow(
  db: Executor,
  kind: RepositoryKind,
  ownerUid: string,
  values: RepositoryItemValues,
): Promise<RepositoryItemRow> {
  return db
    .insertInto(TABLES[kind].table)
    .values({ firebase_uid: ownerUid, ...values })
    .returning(COLUMNS)
    .returning(idRef(kind).as('id'))
    .$castTo<RepositoryItemRow>()
    .executeTakeFirstOrThrow();
}

/** Updates the owner's item; undefined when it is missing or not theirs. */
export async function updateRepositoryItemRow(
  db: Executor,
  kind: RepositoryKind,
  ownerUid: string,
  id: string,
  values: Partial<RepositoryItemValues>,
): Promise<RepositoryItemRow | undefined> {
  return db
    .updateTable(TABLES[kind].table)
    .set(values)
    .where('firebase_uid', '=', ownerUid)
    .where(idRef(kind), '=', id)
    .returning(COLUMNS)
    .returning(idRef(kind).as('id'))
    .$castTo<RepositoryItemRow>()
    .executeTakeFirst();
}

/**
 * Deletes the owner's item; false when it is missing or not theirs. Steps that used it keep their
 * own copy (the step's link is set to null by the foreign key).
 */
export async function deleteRepositoryItemRow(
  db: Executor,
  kind: RepositoryKind,
  ownerUid: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(TABLES[kind].table)
    .where('firebase_uid', '=', ownerUid)
    .where(idRef(kind), '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** An item as linking a step to it needs it: its id and the values a step copies. */
export type RepositoryItemMatch = RepositoryItemValues & { id: string };

const MATCH_COLUMNS = [
  'name',
  'specification',
  'purchase_link',
  'image_url',
  'image_path',
] as const;

/**
 * Waits, until the transaction ends, for every other transaction holding one of these advisory
 * locks (strings: any text but NUL), and takes them. Sorted, so two transactions always take
 * their locks in the same order (no deadlock).
 */
export async function lockItemIdentities(trx: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const sorted = [...keys].sort();
  await sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${sorted}::text[]) as k`.execute(
    trx,
  );
}

/**
 * The owner's items that have one of `ids`, or one of `names` (compared lower-cased and trimmed
 * by PostgreSQL), oldest first.
 */
export async function findRepositoryItemMatches(
  trx: Executor,
  kind: RepositoryKind,
  ownerUid: string,
  ids: readonly string[],
  names: readonly string[],
): Promise<RepositoryItemMatch[]> {
  const { table, id } = TABLES[kind];
  return trx
    .selectFrom(table)
    .select(MATCH_COLUMNS)
    .select(sql.ref<string>(id).as('id'))
    .where('firebase_uid', '=', ownerUid)
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

/** Inserts the owner's items in a few multi-row statements; answers them in the same order. */
export async function insertRepositoryItemRows(
  trx: Executor,
  kind: RepositoryKind,
  ownerUid: string,
  items: readonly RepositoryItemValues[],
): Promise<RepositoryItemMatch[]> {
  const { table, id } = TABLES[kind];
  const rows = items.map((item) => ({ firebase_uid: ownerUid, ...item }));
  const inserted: RepositoryItemMatch[] = [];
  for (const chunk of chunkRows(rows)) {
    inserted.push(
      ...(await trx
        .insertInto(table)
        .values(chunk)
        .returning(MATCH_COLUMNS)
        .returning(sql.ref<string>(id).as('id'))
        .execute()),
    );
  }
  return inserted;
}

/** A purchase link and image for an item, kept only where the item has none. */
export interface RepositoryItemFill {
  id: string;
  purchase_link: string | null;
  image_url: string | null;
  image_path: string | null;
}

/** Gives items the purchase link or image they lack: one statement, one JSON value. */
export async function fillRepositoryItemRows(
  trx: Executor,
  kind: RepositoryKind,
  fills: readonly RepositoryItemFill[],
): Promise<void> {
  if (fills.length === 0) return;
  const { table, id } = TABLES[kind];
  await sql`
    update ${sql.table(table)} as r set
      purchase_link = coalesce(r.purchase_link, v.purchase_link),
      image_url = case when r.image_path is null then v.image_url else r.image_url end,
      image_path = coalesce(r.image_path, v.image_path)
    from jsonb_to_recordset(${JSON.stringify(fills)}::jsonb)
      as v(id uuid, purchase_link text, image_url text, image_path text)
    where r.${sql.ref(id)} = v.id
  `.execute(trx);
}
