import { describe, expect, it } from 'vitest';
import { countLabel, formatCount, formatCreatedDate } from '@/features/projects/format';
import { cleanupToastText } from '@/features/projects/use-my-projects';

describe('formatCount', () => {
  it('groups digits the US way and shows 0 for a missing or broken count', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(-3)).toBe('0');
  });
});

describe('countLabel', () => {
  it('reads a count with its noun, singular for one', () => {
    expect(countLabel(1, 'view')).toBe('1 view');
    expect(countLabel(0, 'like')).toBe('0 likes');
    expect(countLabel(1234, 'comment')).toBe('1,234 comments');
    expect(countLabel(1, 'comment')).toBe('1 comment');
  });
});

describe('formatCreatedDate', () => {
  it('is the US short date without leading zeros', () => {
    expect(formatCreatedDate('2026-11-22T12:00:00.000Z', 'UTC')).toBe('11/22/2026');
    expect(formatCreatedDate('2026-03-05T08:30:00.000Z', 'UTC')).toBe('3/5/2026');
  });

  it('follows the time zone it is shown in', () => {
    expect(formatCreatedDate('2026-01-01T02:00:00.000Z', 'America/New_York')).toBe('12/31/2025');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatCreatedDate('not a date', 'UTC')).toBe('');
  });
});

describe('cleanupToastText', () => {
  it("is spec 4's text when projects were removed, and nothing otherwise", () => {
    expect(cleanupToastText(1)).toBe('Cleaned up 1 incomplete project(s) with no steps');
    expect(cleanupToastText(3)).toBe('Cleaned up 3 incomplete project(s) with no steps');
    expect(cleanupToastText(0)).toBeNull();
  });
});
