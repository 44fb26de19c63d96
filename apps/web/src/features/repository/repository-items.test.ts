import type { Material, Tool } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  filterRepositoryItems,
  hasFormErrors,
  initialRepositoryTab,
  itemFields,
  itemIdOf,
  itemImagePath,
  itemKindOf,
  itemNounOf,
  validateItemForm,
} from '@/features/repository/repository-items';

const base = {
  specification: null,
  purchase_link: null,
  image_file: null,
  image_path: null,
  created_at: '2026-11-22T10:00:00.000Z',
};
const hammer: Tool = {
  ...base,
  tool_id: '0f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Claw hammer',
  specification: '16 oz, fibreglass handle',
};
const chisel: Tool = { ...base, tool_id: '1f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Chisel' };
const glue: Material = {
  ...base,
  material_id: '2f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Wood glue',
  image_file: {
    file_url: '/files/users/u/repository/materials/a_glue.png',
    file_key: 'k/glue.png',
  },
  image_path: 'users/u/repository/materials/a_glue.png',
};

describe('kinds', () => {
  it('names one item of each kind', () => {
    expect(itemKindOf('tools')).toBe('tool');
    expect(itemKindOf('materials')).toBe('material');
    expect(itemNounOf('tools')).toBe('Tool');
    expect(itemNounOf('materials')).toBe('Material');
  });

  it('opens the tab the navigation state asks for, else tools', () => {
    expect(initialRepositoryTab({ tab: 'materials' })).toBe('materials');
    expect(initialRepositoryTab({ tab: 'tools' })).toBe('tools');
    expect(initialRepositoryTab({ tab: 'published' })).toBe('tools');
    expect(initialRepositoryTab(null)).toBe('tools');
    expect(initialRepositoryTab(undefined)).toBe('tools');
  });

  it('reads the id and the image path of either kind', () => {
    expect(itemIdOf(hammer)).toBe(hammer.tool_id);
    expect(itemIdOf(glue)).toBe(glue.material_id);
    expect(itemImagePath(glue)).toBe('k/glue.png');
    expect(itemImagePath({ ...glue, image_file: null })).toBe(glue.image_path);
    expect(itemImagePath(hammer)).toBeNull();
  });
});

describe('filterRepositoryItems', () => {
  const items = [hammer, chisel];

  it('matches the name or the specification, ignoring case and outer spaces', () => {
    expect(filterRepositoryItems(items, 'HAMMER')).toEqual([hammer]);
    expect(filterRepositoryItems(items, ' fibreglass ')).toEqual([hammer]);
    expect(filterRepositoryItems(items, 'chi')).toEqual([chisel]);
    expect(filterRepositoryItems(items, 'saw')).toEqual([]);
  });

  it('keeps everything for a blank query', () => {
    expect(filterRepositoryItems(items, '')).toBe(items);
    expect(filterRepositoryItems(items, '   ')).toBe(items);
  });
});

describe('validateItemForm', () => {
  const valid = { name: 'Saw', specification: '', purchaseLink: '' };

  it('requires a name, with the message of the kind', () => {
    expect(validateItemForm('tools', { ...valid, name: '  ' })).toEqual({
      name: 'Tool name is required.',
    });
    expect(validateItemForm('materials', { ...valid, name: '' }).name).toBe(
      'Material name is required.',
    );
  });

  it('accepts an empty purchase link or one starting with http:// or https://', () => {
    expect(hasFormErrors(validateItemForm('tools', valid))).toBe(false);
    for (const link of ['http://shop.example/saw', 'https://shop.example/saw?x=1']) {
      expect(hasFormErrors(validateItemForm('tools', { ...valid, purchaseLink: link }))).toBe(
        false,
      );
    }
  });

  it('refuses any other purchase link', () => {
    for (const link of ['shop.example/saw', 'ftp://shop.example', 'https://', 'javascript:x']) {
      expect(validateItemForm('tools', { ...valid, purchaseLink: link })).toEqual({
        purchaseLink: 'Purchase link must be a valid URL starting with http:// or https://',
      });
    }
  });
});

describe('itemFields', () => {
  it('trims the texts and sends blank optional ones as null', () => {
    expect(itemFields({ name: ' Saw ', specification: '  ', purchaseLink: '' })).toEqual({
      name: 'Saw',
      specification: null,
      purchase_link: null,
    });
    expect(
      itemFields({ name: 'Saw', specification: ' 24 TPI ', purchaseLink: ' https://a.example ' }),
    ).toEqual({ name: 'Saw', specification: '24 TPI', purchase_link: 'https://a.example' });
  });
});
