import { describe, expect, it } from 'vitest';
import {
  materialInputSchema,
  materialParamsSchema,
  materialPatchSchema,
  materialSchema,
  repositoryCreateInputSchema,
  repositoryDeleteInputSchema,
  repositoryListSchema,
  repositoryUpdateInputSchema,
  toolInputSchema,
  toolParamsSchema,
  toolPatchSchema,
  toolSchema,
} from './repository';

const TOOL_ID = '0b6f1d2a-3c4e-4f5a-8b6c-7d8e9f0a1b2c';
const storedTool = {
  tool_id: TOOL_ID,
  name: 'Saw',
  specification: '12 inch',
  purchase_link: 'https://shop.example.com/saw',
  image_file: { file_url: '/files/users/u1/saw.png', file_key: 'users/u1/saw.png' },
  image_path: 'users/u1/saw.png',
  created_at: new Date('2026-11-22T10:00:00.000Z'),
  updated_at: '2026-11-22T11:00:00.000Z',
};

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('repository item body', () => {
  it('trims, nulls blank optional fields and keeps the spec texts', () => {
    expect(
      toolInputSchema.parse({
        name: '  Saw ',
        specification: '  ',
        purchase_link: '',
        image_path: null,
      }),
    ).toEqual({ name: 'Saw', specification: null, purchase_link: null, image_path: null });
    expect(firstMessage(toolInputSchema.safeParse({ name: '   ' }))).toBe('Tool name is required.');
    expect(firstMessage(materialInputSchema.safeParse({ name: 3 }))).toBe(
      'Material name is required.',
    );
    expect(firstMessage(toolInputSchema.safeParse({ name: 'Saw', purchase_link: 'ftp://x' }))).toBe(
      'Purchase link must be a valid URL starting with http:// or https://',
    );
  });

  it('bounds every text', () => {
    expect(firstMessage(toolInputSchema.safeParse({ name: 'a'.repeat(121) }))).toBe(
      'Tool name must be at most 120 characters.',
    );
    expect(toolInputSchema.safeParse({ name: 'a'.repeat(120) }).success).toBe(true);
    expect(firstMessage(materialInputSchema.safeParse({ name: 'a'.repeat(300) }))).toBe(
      'Material name must be at most 120 characters.',
    );
    expect(
      firstMessage(toolInputSchema.safeParse({ name: 'Saw', specification: 's'.repeat(1001) })),
    ).toBe('Specification must be at most 1,000 characters.');
    expect(
      firstMessage(
        toolInputSchema.safeParse({
          name: 'Saw',
          purchase_link: `https://x.io/${'p'.repeat(2048)}`,
        }),
      ),
    ).toBe('Purchase link must be at most 2,048 characters.');
    expect(
      firstMessage(toolInputSchema.safeParse({ name: 'Saw', image_path: 'p'.repeat(1025) })),
    ).toBe('Image path must be at most 1,024 characters.');
  });
});

describe('repository item patch', () => {
  it('keeps missing fields undefined and clears blank ones', () => {
    expect(toolPatchSchema.parse({ specification: ' ', purchase_link: null })).toEqual({
      specification: null,
      purchase_link: null,
    });
    expect(toolPatchSchema.parse({})).toEqual({});
    expect(firstMessage(materialPatchSchema.safeParse({ name: '' }))).toBe(
      'Material name is required.',
    );
    expect(firstMessage(toolPatchSchema.safeParse({ purchase_link: 'shop' }))).toBe(
      'Purchase link must be a valid URL starting with http:// or https://',
    );
  });
});

describe('repository ids and replies', () => {
  it('reports malformed ids per kind', () => {
    expect(firstMessage(toolParamsSchema.safeParse({ uid: 'u1', tool_id: 'nope' }))).toBe(
      'Invalid tool ID format.',
    );
    expect(firstMessage(materialParamsSchema.safeParse({ uid: 'u1', material_id: '1' }))).toBe(
      'Invalid material ID format.',
    );
  });

  it('serialises stored items with ISO timestamps', () => {
    const tool = toolSchema.parse(storedTool);
    expect(tool.created_at).toBe('2026-11-22T10:00:00.000Z');
    expect(materialSchema.safeParse(storedTool).success).toBe(false);
    expect(repositoryListSchema.parse([storedTool])).toHaveLength(1);
  });
});

describe('tRPC inputs', () => {
  it('picks the name message by kind', () => {
    expect(
      firstMessage(repositoryCreateInputSchema.safeParse({ kind: 'materials', name: '' })),
    ).toBe('Material name is required.');
    expect(repositoryCreateInputSchema.parse({ kind: 'tools', name: 'Saw' })).toEqual({
      kind: 'tools',
      name: 'Saw',
      specification: null,
      purchase_link: null,
      image_path: null,
    });
    expect(repositoryCreateInputSchema.safeParse({ kind: 'gadgets', name: 'x' }).success).toBe(
      false,
    );
  });

  it('checks item ids', () => {
    expect(
      repositoryUpdateInputSchema.parse({ kind: 'tools', item_id: TOOL_ID, name: ' Saw ' }),
    ).toEqual({ kind: 'tools', item_id: TOOL_ID, name: 'Saw' });
    expect(
      firstMessage(repositoryDeleteInputSchema.safeParse({ kind: 'materials', item_id: 'x' })),
    ).toBe('Invalid material ID format.');
  });
});

describe('texts the database cannot store', () => {
  it('refuses NUL characters with a detail', () => {
    expect(firstMessage(toolInputSchema.safeParse({ name: 'Sa\u0000w' }))).toBe(
      'Tool name must not contain NUL characters.',
    );
    expect(firstMessage(toolPatchSchema.safeParse({ purchase_link: 'https://x.io/\u0000' }))).toBe(
      'Purchase link must not contain NUL characters.',
    );
    expect(
      firstMessage(materialInputSchema.safeParse({ name: 'Glue', specification: '\u0000x' })),
    ).toBe('Specification must not contain NUL characters.');
  });
});
