import { emptyEditorStep } from '@stepwise/machines';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToBuyList,
  type BuyListItem,
  buyItemFromRepository,
  buyItemsFromSteps,
  buyListStorageKey,
  clearStoredBuyList,
  readStoredBuyList,
  setBuyItemQuantity,
  writeStoredBuyList,
} from '@/features/finalize/buy-list';
import { repositoryTool, uuidOf } from '@/features/finalize/test/fixtures';

const item = (name: string, quantity = 1, specification: string | null = null): BuyListItem => ({
  name,
  quantity,
  specification,
  purchase_link: null,
  image_url: null,
  image_path: null,
  source_type: 'manual',
  source_id: null,
});

const stepItem = (name: string, quantity: number, repositoryId: string | null = null) => ({
  name,
  specification: '',
  purchaseLink: '',
  quantity,
  imageUrl: 'blob:local',
  imagePath: null,
  repositoryId,
});

beforeEach(() => localStorage.clear());

describe('merging', () => {
  it('adds the quantity of an item with the same name and specification, ignoring case', () => {
    const list = addToBuyList([item('Saw', 2, 'Crosscut')], item(' SAW ', 3, 'crosscut'));
    expect(list).toEqual([item('Saw', 5, 'Crosscut')]);
  });

  it('keeps items whose specification differs apart', () => {
    expect(addToBuyList([item('Saw', 1, 'Crosscut')], item('Saw', 1, 'Rip'))).toHaveLength(2);
  });

  it('keeps quantities within what the server accepts', () => {
    expect(addToBuyList([item('Nails', 9_999)], item('nails', 5))[0]?.quantity).toBe(10_000);
    expect(setBuyItemQuantity([item('Nails')], 0, Number.NaN)[0]?.quantity).toBe(1);
    expect(setBuyItemQuantity([item('Nails')], 0, 2.7)[0]?.quantity).toBe(2);
  });
});

describe('local storage', () => {
  it('stores per project, reads back, and clears', () => {
    writeStoredBuyList('p1', [item('Glue', 2)]);
    expect(localStorage.getItem(buyListStorageKey('p1'))).not.toBeNull();
    expect(readStoredBuyList('p1')).toEqual([item('Glue', 2)]);
    expect(readStoredBuyList('p2')).toBeNull();
    clearStoredBuyList('p1');
    expect(readStoredBuyList('p1')).toBeNull();
  });

  it('treats unreadable data as nothing saved and drops unreadable entries', () => {
    localStorage.setItem(buyListStorageKey('p1'), '{not json');
    expect(readStoredBuyList('p1')).toBeNull();
    localStorage.setItem(buyListStorageKey('p1'), JSON.stringify([{ quantity: 2 }, item('Glue')]));
    expect(readStoredBuyList('p1')).toEqual([item('Glue')]);
  });
});

describe('sources', () => {
  it('makes a repository item a repository-sourced buy item with its image', () => {
    const tool = {
      ...repositoryTool(7, 'Drill', '18V'),
      image_file: { file_url: '/files/users/u/drill.jpg', file_key: 'users/u/drill.jpg' },
    };
    expect(buyItemFromRepository(tool)).toEqual({
      name: 'Drill',
      quantity: 1,
      specification: '18V',
      purchase_link: 'https://shop.example/item',
      image_url: '/files/users/u/drill.jpg',
      image_path: 'users/u/drill.jpg',
      source_type: 'repository',
      source_id: uuidOf(7),
    });
  });

  it('sums the tools and materials of every step', () => {
    const steps = [
      { ...emptyEditorStep(), tools: [stepItem('Saw', 1, uuidOf(3))] },
      { ...emptyEditorStep(), tools: [stepItem('saw', 2)], materials: [stepItem('Wood', 4)] },
    ];
    expect(buyItemsFromSteps(steps)).toEqual([
      {
        name: 'Saw',
        quantity: 3,
        specification: null,
        purchase_link: null,
        image_url: null,
        image_path: null,
        source_type: 'repository',
        source_id: uuidOf(3),
      },
      expect.objectContaining({ name: 'Wood', quantity: 4, source_type: 'manual' }),
    ]);
  });
});
