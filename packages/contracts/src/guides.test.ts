import { describe, expect, it } from 'vitest';
import { guideDetailSchema, guideListInputSchema, guideStepSchema } from './guides';

describe('guideListInputSchema', () => {
  it('trims the search, defaults the limit to 24 and drops blank values', () => {
    expect(guideListInputSchema.parse({ q: '  drill  ' })).toEqual({ q: 'drill', limit: 24 });
    expect(guideListInputSchema.parse({ q: '   ', tag: '', cursor: '' })).toEqual({ limit: 24 });
    // The first page of an infinite query may send a null cursor.
    expect(guideListInputSchema.parse({ cursor: null }).cursor).toBeUndefined();
  });

  it('reads a limit from a query string and bounds it to 1..48', () => {
    expect(guideListInputSchema.parse({ limit: '12' }).limit).toBe(12);
    for (const limit of ['0', '49', '2.5', 'many']) {
      const result = guideListInputSchema.safeParse({ limit });
      expect(result.success, limit).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('limit must be a whole number from 1 to 48.');
    }
  });

  it('accepts the ten tags only and searches of at most 200 characters', () => {
    expect(guideListInputSchema.parse({ tag: 'Home Improvement' }).tag).toBe('Home Improvement');
    expect(guideListInputSchema.safeParse({ tag: 'Knitting' }).error?.issues[0]?.message).toBe(
      'tag must be one of the ten project tags.',
    );
    expect(guideListInputSchema.safeParse({ q: 'a'.repeat(200) }).success).toBe(true);
    const long = guideListInputSchema.safeParse({ q: 'a'.repeat(201) });
    expect(long.error?.issues[0]?.message).toBe('A search can be at most 200 characters.');
  });
});

describe('guideStepSchema', () => {
  it('has a validation question and no expected answer', () => {
    expect(Object.keys(guideStepSchema.shape)).toContain('validation_question');
    expect(Object.keys(guideStepSchema.shape).join(' ')).not.toMatch(/answer/);
    expect(Object.keys(guideDetailSchema.shape)).toEqual(['project', 'steps', 'buy_list']);
  });
});
