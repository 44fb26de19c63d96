import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, UpdatedAt } from './columns';

export const BUY_LIST_SOURCE_TYPES = ['repository', 'manual'] as const;
export type BuyListSourceType = (typeof BUY_LIST_SOURCE_TYPES)[number];

/** One line of a project's buy list, ordered by `position`. */
export interface BuyListItemsTable {
  item_id: GeneratedId;
  project_id: Immutable<string>;
  position: Generated<number>;
  name: string;
  /** At least 1; defaults to 1. */
  quantity: Generated<number>;
  specification: string | null;
  purchase_link: string | null;
  image_url: string | null;
  image_path: string | null;
  source_type: ColumnType<BuyListSourceType, BuyListSourceType | undefined, BuyListSourceType>;
  /** The repository item's id when `source_type` is 'repository' (no foreign key). */
  source_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type BuyListItem = Selectable<BuyListItemsTable>;
export type NewBuyListItem = Insertable<BuyListItemsTable>;
export type BuyListItemUpdate = Updateable<BuyListItemsTable>;
