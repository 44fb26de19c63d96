import { z } from 'zod';
import {
  itemIdentityKey,
  messageResponseSchema,
  nullableHttpUrlSchema,
  nullableTextSchema,
  uuidSchema,
} from './common';
import { quantitySchema } from './steps';

export const BUY_ITEM_SOURCE_TYPES = ['repository', 'manual'] as const;
export const buyItemSourceTypeSchema = z.enum(BUY_ITEM_SOURCE_TYPES);
export type BuyItemSourceType = z.infer<typeof buyItemSourceTypeSchema>;

/** A buy-list item as sent (PATCH /projects/{id}/buy_list body element, finalize buy_list). */
export const buyItemInputSchema = z.object({
  name: z.string().trim().min(1),
  quantity: quantitySchema,
  specification: nullableTextSchema,
  purchase_link: nullableHttpUrlSchema,
  image_url: nullableTextSchema,
  image_path: nullableTextSchema,
  source_type: buyItemSourceTypeSchema.default('manual'),
  /** The repository tool_id / material_id when source_type is 'repository'. */
  source_id: nullableTextSchema,
});
export type BuyItemInput = z.input<typeof buyItemInputSchema>;
export type BuyItemData = z.output<typeof buyItemInputSchema>;

/** PATCH /projects/{id}/buy_list?firebase_uid= body. */
export const buyListUpdateInputSchema = z.array(buyItemInputSchema);
export type BuyListUpdateInput = z.input<typeof buyListUpdateInputSchema>;

/** A buy-list item as the server returns it. */
export const buyItemSchema = z.object({
  item_id: uuidSchema,
  name: z.string(),
  quantity: quantitySchema,
  specification: z.string().nullable(),
  purchase_link: z.string().nullable(),
  image_url: z.string().nullable(),
  image_path: z.string().nullable(),
  source_type: buyItemSourceTypeSchema,
  source_id: z.string().nullable(),
});
export type BuyItem = z.infer<typeof buyItemSchema>;

/** GET /projects/{projectId}/buy_list?firebase_uid= reply (and PATCH reply). */
export const buyListSchema = z.array(buyItemSchema);
export type BuyList = z.infer<typeof buyListSchema>;

/** DELETE /projects/{id}/buy_list?firebase_uid= reply. */
export const clearBuyListResponseSchema = messageResponseSchema;
export type ClearBuyListResponse = z.infer<typeof clearBuyListResponseSchema>;

export interface MergeableItem {
  name: string;
  specification?: string | null;
  quantity: number;
}

/**
 * Merges items with the same name and specification (case-insensitive, surrounding spaces
 * ignored) by adding their quantities. The first occurrence keeps its place and its other
 * fields; nothing is mutated. Used by both the server and the client.
 */
export function mergeBuyItems<T extends MergeableItem>(items: readonly T[]): T[] {
  const merged: T[] = [];
  const indexByKey = new Map<string, number>();
  for (const item of items) {
    const key = itemIdentityKey(item.name, item.specification);
    const index = indexByKey.get(key);
    const existing = index === undefined ? undefined : merged[index];
    if (index === undefined || existing === undefined) {
      indexByKey.set(key, merged.length);
      merged.push({ ...item });
    } else {
      merged[index] = { ...existing, quantity: existing.quantity + item.quantity };
    }
  }
  return merged;
}

/** Adds one item to a list, merging it into an equal item when there is one. */
export function addBuyItem<T extends MergeableItem>(items: readonly T[], item: T): T[] {
  return mergeBuyItems([...items, item]);
}
