import {
  type ItemKind,
  isHttpUrl,
  messages,
  type RepositoryItem,
  type RepositoryKind,
} from '@stepwise/contracts';

/** The two tabs of the repository, in order. */
export const REPOSITORY_KINDS: readonly RepositoryKind[] = ['tools', 'materials'];

/** 'tools' -> 'tool': the word the spec's messages use for one item. */
export function itemKindOf(kind: RepositoryKind): ItemKind {
  return kind === 'tools' ? 'tool' : 'material';
}

/** 'Tool' / 'Material', for titles and buttons. */
export function itemNounOf(kind: RepositoryKind): string {
  return kind === 'tools' ? 'Tool' : 'Material';
}

/** The tab a navigation state asks for (`{ tab: 'tools' | 'materials' }`), else tools. */
export function initialRepositoryTab(state: unknown): RepositoryKind {
  if (typeof state === 'object' && state !== null && 'tab' in state) {
    const { tab } = state;
    if (tab === 'tools' || tab === 'materials') return tab;
  }
  return 'tools';
}

export function itemIdOf(item: RepositoryItem): string {
  return 'tool_id' in item ? item.tool_id : item.material_id;
}

/** The storage path of an item's image, or null. */
export function itemImagePath(item: RepositoryItem): string | null {
  return item.image_file?.file_key ?? item.image_path ?? null;
}

/** Client-side search by name or specification, case-insensitive; a blank query keeps all. */
export function filterRepositoryItems<T extends RepositoryItem>(
  items: readonly T[],
  query: string,
): readonly T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return items;
  return items.filter(
    (item) =>
      item.name.toLocaleLowerCase().includes(needle) ||
      (item.specification ?? '').toLocaleLowerCase().includes(needle),
  );
}

export interface ItemFormValues {
  name: string;
  specification: string;
  purchaseLink: string;
}

export interface ItemFormErrors {
  name?: string;
  purchaseLink?: string;
}

/** Spec 5 "Tool or material": the name is required; a purchase link must be http(s). */
export function validateItemForm(kind: RepositoryKind, values: ItemFormValues): ItemFormErrors {
  const errors: ItemFormErrors = {};
  if (!values.name.trim()) {
    errors.name =
      kind === 'tools'
        ? messages.repository.toolNameRequired
        : messages.repository.materialNameRequired;
  }
  const link = values.purchaseLink.trim();
  if (link && !isHttpUrl(link)) errors.purchaseLink = messages.repository.invalidPurchaseLink;
  return errors;
}

export function hasFormErrors(errors: ItemFormErrors): boolean {
  return Boolean(errors.name || errors.purchaseLink);
}

/** The fields sent to create or update: trimmed, blank optional texts as null. */
export function itemFields(values: ItemFormValues) {
  const orNull = (text: string) => text.trim() || null;
  return {
    name: values.name.trim(),
    specification: orNull(values.specification),
    purchase_link: orNull(values.purchaseLink),
  };
}
