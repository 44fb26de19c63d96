import { describe, expect, it } from 'vitest';
import { addBuyItem, buyItemInputSchema, type MergeableItem, mergeBuyItems } from './buy-list';

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
