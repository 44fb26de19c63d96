import { describe, expect, it } from 'vitest';
import {
  httpUrlSchema,
  isHttpUrl,
  itemIdentityKey,
  nullableHttpUrlSchema,
  nullableTextSchema,
  projectIdSchema,
  timestampSchema,
} from './common';

const LINK_MESSAGE = 'Purchase link must be a valid URL starting with http:// or https://';

describe('httpUrlSchema (purchase link)', () => {
  it.each(['http://example.com', 'https://shop.example.com/item?id=1', 'HTTPS://EXAMPLE.COM'])(
    'accepts %s',
    (link) => {
      expect(httpUrlSchema.safeParse(link).success).toBe(true);
    },
  );

  it.each([
    'example.com',
    'ftp://example.com',
    'www.example.com',
    'https://',
    'https:// spaced.com',
    'javascript:alert(1)',
  ])('rejects %s with the spec message', (link) => {
    const result = httpUrlSchema.safeParse(link);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LINK_MESSAGE);
  });

  it('trims surrounding spaces', () => {
    expect(httpUrlSchema.parse('  https://a.io/x  ')).toBe('https://a.io/x');
    expect(isHttpUrl(' http://a.io ')).toBe(true);
  });
});

describe('nullableHttpUrlSchema', () => {
  it('turns blank, null and missing into null', () => {
    expect(nullableHttpUrlSchema.parse('')).toBeNull();
    expect(nullableHttpUrlSchema.parse('   ')).toBeNull();
    expect(nullableHttpUrlSchema.parse(null)).toBeNull();
    expect(nullableHttpUrlSchema.parse(undefined)).toBeNull();
  });

  it('still rejects a present link without http(s)', () => {
    const result = nullableHttpUrlSchema.safeParse('shop.example.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LINK_MESSAGE);
  });
});

describe('nullableTextSchema', () => {
  it('trims and nulls blanks', () => {
    expect(nullableTextSchema.parse('  10 mm ')).toBe('10 mm');
    expect(nullableTextSchema.parse(' ')).toBeNull();
  });
});

describe('projectIdSchema', () => {
  it('accepts a uuid and rejects anything else with the spec message', () => {
    expect(projectIdSchema.safeParse('3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70').success).toBe(true);
    const result = projectIdSchema.safeParse('not-a-uuid');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid project ID format.');
  });
});

describe('timestampSchema', () => {
  it('accepts ISO strings and turns Dates into ISO strings', () => {
    expect(timestampSchema.parse('2026-11-22T10:00:00.000Z')).toBe('2026-11-22T10:00:00.000Z');
    expect(timestampSchema.parse('2026-11-22T10:00:00+02:00')).toBe('2026-11-22T10:00:00+02:00');
    expect(timestampSchema.parse(new Date(Date.UTC(2026, 10, 22)))).toBe(
      '2026-11-22T00:00:00.000Z',
    );
    expect(timestampSchema.safeParse('yesterday').success).toBe(false);
  });
});

describe('itemIdentityKey', () => {
  it('ignores case and surrounding spaces; a missing specification equals an empty one', () => {
    expect(itemIdentityKey(' Hammer ', 'Steel')).toBe(itemIdentityKey('hammer', ' STEEL'));
    expect(itemIdentityKey('Glue', null)).toBe(itemIdentityKey('glue', ''));
    expect(itemIdentityKey('Glue', 'wood')).not.toBe(itemIdentityKey('Glue', null));
  });
});
