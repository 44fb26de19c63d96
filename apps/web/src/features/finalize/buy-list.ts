import {
  addBuyItem,
  type BuyItem,
  type BuyItemData,
  buyItemInputSchema,
  isBrowserOnlyUrl,
  mergeBuyItems,
  type RepositoryItem,
  STEP_LIMITS,
} from '@stepwise/contracts';
import type { EditorStep, EditorStepItem } from '@stepwise/machines';

/**
 * The buy list of spec 4 as the client keeps it: the item fields of spec 3 "Buy list item" in
 * the shape PATCH /projects/{id}/buy_list and the finalize payload send (no server item id).
 */
export type BuyListItem = BuyItemData;

/** The local-storage key of a project's buy list. */
export const buyListStorageKey = (projectId: string): string => `stepwise.buyList.${projectId}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off (a privacy mode); the list then lives on the server only.
    return null;
  }
}

/**
 * The saved buy list of a project, or null when none is saved (or what is saved is unreadable).
 * Every entry is checked against the item schema; an unreadable entry is dropped.
 */
export function readStoredBuyList(projectId: string): BuyListItem[] | null {
  const raw = storage()?.getItem(buyListStorageKey(projectId));
  if (raw == null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.flatMap((entry) => {
    const item = buyItemInputSchema.safeParse(entry);
    return item.success ? [item.data] : [];
  });
}

export function writeStoredBuyList(projectId: string, items: readonly BuyListItem[]): void {
  try {
    storage()?.setItem(buyListStorageKey(projectId), JSON.stringify(items));
  } catch {
    // A full or blocked storage: the server copy still holds the list.
  }
}

/** Spec 4: the local buy list is removed once the project is finalized. */
export function clearStoredBuyList(projectId: string): void {
  try {
    storage()?.removeItem(buyListStorageKey(projectId));
  } catch {
    // Nothing to remove.
  }
}

/** A server buy item as the client keeps it. */
export function buyListItemFromServer(item: BuyItem): BuyListItem {
  return {
    name: item.name,
    quantity: item.quantity,
    specification: item.specification,
    purchase_link: item.purchase_link,
    image_url: item.image_url,
    image_path: item.image_path,
    source_type: item.source_type,
    source_id: item.source_id,
  };
}

const withinLimit = (item: BuyListItem): BuyListItem =>
  item.quantity > STEP_LIMITS.quantity ? { ...item, quantity: STEP_LIMITS.quantity } : item;

/**
 * Spec 4: an item with the same name and specification (case-insensitive) as one already listed
 * adds its quantity to it (kept within what the server accepts).
 */
export function addToBuyList(items: readonly BuyListItem[], item: BuyListItem): BuyListItem[] {
  return addBuyItem(items, item).map(withinLimit);
}

/** Several items at once, each merged as `addToBuyList` merges one. */
export function addAllToBuyList(
  items: readonly BuyListItem[],
  added: readonly BuyListItem[],
): BuyListItem[] {
  return mergeBuyItems([...items, ...added]).map(withinLimit);
}

export function removeFromBuyList(items: readonly BuyListItem[], index: number): BuyListItem[] {
  return items.filter((_, position) => position !== index);
}

/** The list with the quantity at `index` set to a whole number from 1 to the server's bound. */
export function setBuyItemQuantity(
  items: readonly BuyListItem[],
  index: number,
  quantity: number,
): BuyListItem[] {
  const whole = Math.min(STEP_LIMITS.quantity, Math.max(1, Math.trunc(quantity) || 1));
  return items.map((item, position) => (position === index ? { ...item, quantity: whole } : item));
}

/** A repository tool or material as a buy item ('Add to Shopping List' in the picker). */
export function buyItemFromRepository(item: RepositoryItem): BuyListItem {
  return {
    name: item.name,
    quantity: 1,
    specification: item.specification,
    purchase_link: item.purchase_link,
    image_url: item.image_file?.file_url ?? null,
    image_path: item.image_file?.file_key ?? item.image_path ?? null,
    source_type: 'repository',
    source_id: 'tool_id' in item ? item.tool_id : item.material_id,
  };
}

function buyItemFromStepItem(item: EditorStepItem): BuyListItem {
  return {
    name: item.name.trim(),
    quantity: item.quantity,
    specification: item.specification.trim() || null,
    purchase_link: item.purchaseLink.trim() || null,
    image_url: isBrowserOnlyUrl(item.imageUrl) ? null : item.imageUrl,
    image_path: item.imagePath,
    source_type: item.repositoryId ? 'repository' : 'manual',
    source_id: item.repositoryId,
  };
}

/** Every tool and material of the steps as buy items, equal ones merged (quantities summed). */
export function buyItemsFromSteps(steps: readonly EditorStep[]): BuyListItem[] {
  const items = steps.flatMap((step) => [...step.tools, ...step.materials]);
  return addAllToBuyList([], items.filter((item) => item.name.trim()).map(buyItemFromStepItem));
}
