import type { Executor } from '../database';
import type { BuyListItem, NewBuyListItem } from '../tables/buy-list-items.table';
import { chunkRows } from './steps.repository';

/** A project's buy list in its order. */
export async function listBuyListRows(db: Executor, projectId: string): Promise<BuyListItem[]> {
  return db
    .selectFrom('buy_list_items')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('position')
    .execute();
}

export async function deleteBuyListRows(db: Executor, projectId: string): Promise<number> {
  const result = await db
    .deleteFrom('buy_list_items')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Replaces the project's buy list with `items` (positions 0, 1, ... in the order given) and
 * returns the new rows in that order. Run it in a transaction.
 */
export async function replaceBuyListRows(
  db: Executor,
  projectId: string,
  items: readonly Omit<NewBuyListItem, 'project_id' | 'position'>[],
): Promise<BuyListItem[]> {
  await deleteBuyListRows(db, projectId);
  const rows = items.map((item, position) => ({ ...item, project_id: projectId, position }));
  const inserted: BuyListItem[] = [];
  for (const chunk of chunkRows(rows)) {
    inserted.push(
      ...(await db.insertInto('buy_list_items').values(chunk).returningAll().execute()),
    );
  }
  return inserted.sort((a, b) => a.position - b.position);
}
