import type { BuyItem, Tool } from '@stepwise/contracts';

export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function serverBuyItem(fields: Partial<BuyItem> & { name: string }): BuyItem {
  return {
    item_id: uuidOf(900),
    quantity: 1,
    specification: null,
    purchase_link: null,
    image_url: null,
    image_path: null,
    source_type: 'manual',
    source_id: null,
    ...fields,
  };
}

export function repositoryTool(n: number, name: string, specification: string | null): Tool {
  return {
    tool_id: uuidOf(n),
    name,
    specification,
    purchase_link: 'https://shop.example/item',
    image_file: null,
    image_path: null,
    created_at: '2026-11-01T10:00:00.000Z',
  };
}
