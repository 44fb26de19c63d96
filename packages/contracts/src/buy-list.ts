import { z } from 'zod';
import { itemIdentityKey, messageResponseSchema, uuidSchema } from './common';
import { projectRefInputSchema } from './projects';
import {
  optionalFileUrl,
  optionalPurchaseLink,
  optionalStoragePath,
  optionalText,
  requiredBoundedText,
  STEP_LIMITS,
} from './step-limits';
import { quantitySchema, storedQuantitySchema } from './steps';

export const BUY_ITEM_SOURCE_TYPES = ['repository', 'manual'] as const;
export const buyItemSourceTypeSchema = z.enum(BUY_ITEM_SOURCE_TYPES);
export type BuyItemSourceType = z.infer<typeof buyItemSourceTypeSchema>;

export const BUY_ITEM_NAME_REQUIRED = 'Item name is required.';

/**
 * A buy-list item as sent (PATCH /projects/{id}/buy_list body element, finalize buy_list).
 * `sourceType` / `sourceId` (the editor's names) are read when the snake_case ones are absent;
 * `image_file` stands for image_url + image_path. Other fields (an item_id...) are ignored.
 */
export const buyItemInputSchema = z
  .object({
    name: requiredBoundedText(BUY_ITEM_NAME_REQUIRED, 'Item name', STEP_LIMITS.itemName),
    quantity: quantitySchema,
    specification: optionalText('Specification', STEP_LIMITS.specification),
    purchase_link: optionalPurchaseLink,
    image_url: optionalFileUrl('Image URL'),
    image_path: optionalStoragePath('Image path'),
    image_file: z
      .object({
        file_url: optionalFileUrl('Image URL'),
        file_key: optionalStoragePath('Image path'),
      })
      .nullish(),
    source_type: buyItemSourceTypeSchema.optional(),
    sourceType: buyItemSourceTypeSchema.optional(),
    /** The repository tool_id / material_id when source_type is 'repository'. */
    source_id: optionalText('Source id', STEP_LIMITS.sourceId),
    sourceId: optionalText('Source id', STEP_LIMITS.sourceId),
  })
  .transform(({ image_file, sourceType, sourceId, ...item }) => ({
    name: item.name,
    quantity: item.quantity,
    specification: item.specification,
    purchase_link: item.purchase_link,
    image_url: item.image_url ?? image_file?.file_url ?? null,
    image_path: item.image_path ?? image_file?.file_key ?? null,
    source_type: item.source_type ?? sourceType ?? 'manual',
    source_id: item.source_id ?? sourceId,
  }));
export type BuyItemInput = z.input<typeof buyItemInputSchema>;
export type BuyItemData = z.output<typeof buyItemInputSchema>;

/** PATCH /projects/{id}/buy_list?firebase_uid= body: at most 500 items. */
export const buyListUpdateInputSchema = z
  .array(buyItemInputSchema)
  .max(STEP_LIMITS.buyListItems, { error: `At most ${STEP_LIMITS.buyListItems} buy-list items.` });
export type BuyListUpdateInput = z.input<typeof buyListUpdateInputSchema>;

/** A buy-list item as the server returns it. */
export const buyItemSchema = z.object({
  item_id: uuidSchema,
  name: z.string(),
  quantity: storedQuantitySchema,
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

/** tRPC `buyList.replace`: the project (as `buyList.get` names it) and the new list. */
export const buyListReplaceInputSchema = projectRefInputSchema.extend({
  items: buyListUpdateInputSchema,
});
export type BuyListReplaceInput = z.input<typeof buyListReplaceInputSchema>;

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
