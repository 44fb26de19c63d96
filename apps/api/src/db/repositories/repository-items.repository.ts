import type { RepositoryKind } from '@stepwise/contracts';
import { sql } from 'kysely';
import type { Executor } from '../database';

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
