import {
  type BuyItem,
  type BuyItemData,
  type ClearBuyListResponse,
  mergeBuyItems,
} from '@stepwise/contracts';
import { type Executor, withTransaction } from '../db/database';
import {
  deleteBuyListRows,
  listBuyListRows,
  replaceBuyListRows,
} from '../db/repositories/buy-list.repository';
import type { BuyListItem } from '../db/tables/buy-list-items.table';
import type { Identity } from '../domain/identity';
import { assertSelf, requireOwnedProject } from './access';
import { assertOwnBuyListPaths } from './finalize/storage-paths';

export const BUY_LIST_CLEARED = 'Buy list cleared successfully';

function toBuyItem(row: BuyListItem): BuyItem {
  return {
    item_id: row.item_id,
    name: row.name,
    quantity: row.quantity,
    specification: row.specification,
    purchase_link: row.purchase_link,
    image_url: row.image_url,
    image_path: row.image_path,
    source_type: row.source_type,
    source_id: row.source_id,
  };
}

/** The owner's project's buy list, in its order. */
export async function getBuyList(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
): Promise<BuyItem[]> {
  assertSelf(actor, claimedUid);
  const project = await requireOwnedProject(db, actor, projectId);
  const rows = await listBuyListRows(db, project.project_id);
  return rows.map(toBuyItem);
}

/**
 * Replaces the buy list with `items`, merged: items with the same name and specification
 * (case-insensitive) become one whose quantity is their sum, in the place of the first. Returns
 * the stored list. Image paths must be the caller's own files.
 */
export async function replaceBuyList(
  db: Executor,
  actor: Identity,
  projectId: string,
  items: readonly BuyItemData[],
  claimedUid?: string,
): Promise<BuyItem[]> {
  assertSelf(actor, claimedUid);
  assertOwnBuyListPaths(actor.uid, items, 'Buy list');
  const write = async (trx: Executor) => {
    const project = await requireOwnedProject(trx, actor, projectId, { forUpdate: true });
    return replaceBuyListRows(trx, project.project_id, mergeBuyItems(items));
  };
  const rows = await withTransaction(db, write);
  return rows.map(toBuyItem);
}

/** Empties the buy list. */
export async function clearBuyList(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
): Promise<ClearBuyListResponse> {
  assertSelf(actor, claimedUid);
  const project = await requireOwnedProject(db, actor, projectId);
  await deleteBuyListRows(db, project.project_id);
  return { message: BUY_LIST_CLEARED };
}
