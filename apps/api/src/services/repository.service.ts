import {
  INVALID_MATERIAL_ID,
  INVALID_TOOL_ID,
  type Material,
  type MessageResponse,
  materialInputSchema,
  messages,
  type RepositoryItemData,
  type RepositoryItemPatch,
  type RepositoryKind,
  storageFileUrl,
  type Tool,
  toolInputSchema,
  uuidSchema,
} from '@stepwise/contracts';
import type { Executor } from '../db/database';
import { isCheckViolation, isForeignKeyViolation } from '../db/errors';
import {
  deleteRepositoryItemRow,
  findRepositoryItemRow,
  insertRepositoryItemRow,
  listRepositoryItemRows,
  type RepositoryItemRow,
  type RepositoryItemValues,
  updateRepositoryItemRow,
} from '../db/repositories/repository-items.repository';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';
import { assertSelf } from './access';
import { assertOwnStoragePath } from './own-storage-path';

/** A repository item of kind `K` as the wire carries it. */
export type RepositoryItemOf<K extends RepositoryKind> = K extends 'tools' ? Tool : Material;

const KINDS = {
  tools: {
    label: 'Tool',
    invalidId: INVALID_TOOL_ID,
    nameRequired: messages.repository.toolNameRequired,
    input: toolInputSchema,
  },
  materials: {
    label: 'Material',
    invalidId: INVALID_MATERIAL_ID,
    nameRequired: messages.repository.materialNameRequired,
    input: materialInputSchema,
  },
} as const;

const NO_USER_RECORD = 'No user record exists for this account yet. Please sign up.';
const INVALID_IMAGE_PATH =
  'Invalid image path: use the storage path an image upload returned (e.g. users/{uid}/repository/tools/saw.jpg).';
const FOREIGN_IMAGE_PATH =
  'Access denied. The image must be stored in your own folder (users/{uid}/..., tools/{uid}/... or materials/{uid}/...).';

function toItem<K extends RepositoryKind>(kind: K, row: RepositoryItemRow): RepositoryItemOf<K> {
  const fields = {
    name: row.name,
    specification: row.specification,
    purchase_link: row.purchase_link,
    image_file: row.image_path
      ? { file_url: storageFileUrl(row.image_path), file_key: row.image_path }
      : null,
    image_path: row.image_path,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
  const item =
    kind === 'tools' ? { tool_id: row.id, ...fields } : { material_id: row.id, ...fields };
  return item as RepositoryItemOf<K>;
}

/**
 * An image path must lie in the caller's own storage area: `users/{uid}/...` (where uploads go),
 * or the spec's `tools/{uid}/...` / `materials/{uid}/...`. Malformed paths answer 400, another
 * user's 403.
 */
const IMAGE_PATH_REFUSAL = { malformed: INVALID_IMAGE_PATH, foreign: FOREIGN_IMAGE_PATH };

function checkItemId(kind: RepositoryKind, itemId: string): void {
  if (!uuidSchema.safeParse(itemId).success) {
    throw new AppError('BAD_REQUEST', KINDS[kind].invalidId);
  }
}

function notFound(kind: RepositoryKind): AppError {
  return new AppError('NOT_FOUND', `${KINDS[kind].label} not found.`);
}

/** Runs a write and turns the constraint failures a client could cause into 4xx. */
async function writing<T>(kind: RepositoryKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', NO_USER_RECORD);
    if (isCheckViolation(error, `${kind}_name_check`)) {
      throw new AppError('BAD_REQUEST', KINDS[kind].nameRequired);
    }
    if (isCheckViolation(error, `${kind}_purchase_link_check`)) {
      throw new AppError('BAD_REQUEST', messages.repository.invalidPurchaseLink);
    }
    throw error;
  }
}

function valuesOf(data: RepositoryItemData): RepositoryItemValues {
  return {
    name: data.name,
    specification: data.specification,
    purchase_link: data.purchase_link,
    image_url: data.image_path ? storageFileUrl(data.image_path) : null,
    image_path: data.image_path,
  };
}

/** The caller's items of one kind, newest first. */
export async function listRepositoryItems<K extends RepositoryKind>(
  db: Executor,
  actor: Identity,
  uid: string,
  kind: K,
): Promise<RepositoryItemOf<K>[]> {
  assertSelf(actor, uid);
  const rows = await listRepositoryItemRows(db, kind, actor.uid);
  return rows.map((row) => toItem(kind, row));
}

/** Adds an item to the caller's repository. */
export async function createRepositoryItem<K extends RepositoryKind>(
  db: Executor,
  actor: Identity,
  uid: string,
  kind: K,
  data: RepositoryItemData,
): Promise<RepositoryItemOf<K>> {
  assertSelf(actor, uid);
  assertOwnStoragePath(actor.uid, data.image_path, IMAGE_PATH_REFUSAL);
  const row = await writing(kind, () =>
    insertRepositoryItemRow(db, kind, actor.uid, valuesOf(data)),
  );
  return toItem(kind, row);
}

/** Changes the fields sent (a field left out keeps its value); 404 for a missing or foreign item. */
export async function updateRepositoryItem<K extends RepositoryKind>(
  db: Executor,
  actor: Identity,
  uid: string,
  kind: K,
  itemId: string,
  patch: RepositoryItemPatch,
): Promise<RepositoryItemOf<K>> {
  assertSelf(actor, uid);
  checkItemId(kind, itemId);
  const changes: Partial<RepositoryItemValues> = {};
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.specification !== undefined) changes.specification = patch.specification;
  if (patch.purchase_link !== undefined) changes.purchase_link = patch.purchase_link;
  if (patch.image_path !== undefined) {
    assertOwnStoragePath(actor.uid, patch.image_path, IMAGE_PATH_REFUSAL);
    changes.image_path = patch.image_path;
    changes.image_url = patch.image_path ? storageFileUrl(patch.image_path) : null;
  }
  const row =
    Object.keys(changes).length === 0
      ? await findRepositoryItemRow(db, kind, actor.uid, itemId)
      : await writing(kind, () => updateRepositoryItemRow(db, kind, actor.uid, itemId, changes));
  if (!row) throw notFound(kind);
  return toItem(kind, row);
}

/**
 * Removes an item from the caller's repository. Steps that used it keep their own copy of its
 * name, specification, link and image; only their link to the repository is cleared.
 */
export async function deleteRepositoryItem(
  db: Executor,
  actor: Identity,
  uid: string,
  kind: RepositoryKind,
  itemId: string,
): Promise<MessageResponse> {
  assertSelf(actor, uid);
  checkItemId(kind, itemId);
  const deleted = await deleteRepositoryItemRow(db, kind, actor.uid, itemId);
  if (!deleted) throw notFound(kind);
  return { message: `${KINDS[kind].label} deleted successfully.` };
}
