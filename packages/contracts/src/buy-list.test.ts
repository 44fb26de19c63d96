import { describe, expect, it } from 'vitest';
import {
  addBuyItem,
  buyItemInputSchema,
  buyListSchema,
  buyListUpdateInputSchema,
  type MergeableItem,
  mergeBuyItems,
} from './buy-list';

describe('mergeBuyItems', () => {
  it('adds quantities of items with the same name and specification, case-insensitively', () => {
    const merged = mergeBuyItems([
      { name: 'Wood Glue', specification: '250 ml', quantity: 1, purchase_link: 'https://a.io' },
      { name: 'Sandpaper', specification: null, quantity: 3, purchase_link: null },
      { name: 'wood glue ', specification: '250 ML', quantity: 2, purchase_link: null },
      { name: 'SANDPAPER', specification: '', quantity: 1, purchase_link: null },
    ]);
    expect(merged).toEqual([
      { name: 'Wood Glue', specification: '250 ml', quantity: 3, purchase_link: 'https://a.io' },
      { name: 'Sandpaper', specification: null, quantity: 4, purchase_link: null },
    ]);
  });

  it('keeps items whose specification differs apart', () => {
    const merged = mergeBuyItems([
      { name: 'Screw', specification: 'M3', quantity: 10 },
      { name: 'Screw', specification: 'M4', quantity: 5 },
    ]);
    expect(merged.map((item) => item.quantity)).toEqual([10, 5]);
  });

  it('does not mutate its input', () => {
    const first = { name: 'Nail', specification: null, quantity: 1 };
    const input = [first, { name: 'nail', specification: null, quantity: 2 }];
    const merged = mergeBuyItems(input);
    expect(first.quantity).toBe(1);
    expect(input).toHaveLength(2);
    expect(merged).toEqual([{ name: 'Nail', specification: null, quantity: 3 }]);
    expect(mergeBuyItems([])).toEqual([]);
  });

  it('addBuyItem merges into an equal item or appends', () => {
    const list: MergeableItem[] = [{ name: 'Drill', specification: '18V', quantity: 1 }];
    expect(addBuyItem(list, { name: 'DRILL', specification: '18v', quantity: 2 })).toEqual([
      { name: 'Drill', specification: '18V', quantity: 3 },
    ]);
    expect(addBuyItem(list, { name: 'Saw', specification: null, quantity: 1 })).toHaveLength(2);
  });
});

describe('buyItemInputSchema', () => {
  it('defaults quantity and source type, checks the purchase link', () => {
    const item = buyItemInputSchema.parse({ name: 'Glue' });
    expect(item).toMatchObject({ quantity: 1, source_type: 'manual', purchase_link: null });
    expect(buyItemInputSchema.safeParse({ name: 'Glue', purchase_link: 'glue.com' }).success).toBe(
      false,
    );
    expect(buyItemInputSchema.safeParse({ name: 'Glue', quantity: 0 }).success).toBe(false);
    expect(buyItemInputSchema.safeParse({ name: 'Glue', source_type: 'ai' }).success).toBe(false);
  });
});

describe('buy list input and reply', () => {
  it('reads sourceType / sourceId and image_file, and bounds the list to 500 items', () => {
    expect(
      buyItemInputSchema.parse({
        name: ' Drill ',
        sourceType: 'repository',
        sourceId: 'tool-1',
        image_file: { file_url: '/files/users/u/d.jpg', file_key: 'users/u/d.jpg' },
        item_id: 'ignored',
      }),
    ).toEqual({
      name: 'Drill',
      quantity: 1,
      specification: null,
      purchase_link: null,
      image_url: '/files/users/u/d.jpg',
      image_path: 'users/u/d.jpg',
      source_type: 'repository',
      source_id: 'tool-1',
    });
    const many = Array.from({ length: 501 }, () => ({ name: 'Nail' }));
    expect(buyListUpdateInputSchema.safeParse(many).error?.issues[0]?.message).toBe(
      'At most 500 buy-list items.',
    );
  });

  it('a merged quantity above the input bound still encodes as a reply', () => {
    const item = {
      item_id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70',
      name: 'Nail',
      quantity: 50_000,
      specification: null,
      purchase_link: null,
      image_url: null,
      image_path: null,
      source_type: 'manual' as const,
      source_id: null,
    };
    expect(buyListSchema.encode([item])).toEqual([item]);
  });
});
