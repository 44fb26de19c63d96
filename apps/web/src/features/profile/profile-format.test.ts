import { describe, expect, it } from 'vitest';
import {
  descriptionOrFallback,
  firstEntries,
  profileDate,
  profilePhotoSource,
  profileStats,
  recentEntries,
  recentSearchTerms,
} from '@/features/profile/profile-format';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('recent lists', () => {
  it('shows the first 5 liked, saved and comments', () => {
    expect(recentEntries(numbers(8))).toEqual([1, 2, 3, 4, 5]);
    expect(recentEntries(numbers(3))).toEqual([1, 2, 3]);
  });

  it('shows the first 10 search terms', () => {
    const terms = numbers(12).map((n) => `term ${n}`);
    expect(recentSearchTerms(terms)).toEqual(terms.slice(0, 10));
  });

  it('treats a read that failed (no data) as an empty list', () => {
    expect(recentEntries(undefined)).toEqual([]);
    expect(recentSearchTerms(undefined)).toEqual([]);
    expect(firstEntries([1, 2], -1)).toEqual([]);
  });
});

describe('descriptionOrFallback', () => {
  it('keeps a description and falls back to "No description"', () => {
    expect(descriptionOrFallback('  Sand it first. ')).toBe('Sand it first.');
    expect(descriptionOrFallback('')).toBe('No description');
    expect(descriptionOrFallback('   ')).toBe('No description');
    expect(descriptionOrFallback(null)).toBe('No description');
    expect(descriptionOrFallback(undefined)).toBe('No description');
  });
});

describe('profileDate', () => {
  it('writes short month, day, year in US English', () => {
    expect(profileDate(new Date(2026, 10, 22, 12))).toBe('Nov 22, 2026');
    expect(profileDate(new Date(2025, 0, 3, 12).toISOString())).toBe('Jan 3, 2025');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(profileDate('not a date')).toBe('');
  });
});

describe('profileStats', () => {
  const summary = { project_id: 'p' } as never;

  it('counts published and draft projects, tools and materials', () => {
    expect(
      profileStats({ published: [summary], unpublished: [summary, summary] }, [1, 2, 3], []),
    ).toEqual({ published: 1, drafts: 2, tools: 3, materials: 0 });
  });

  it('counts a read that failed as 0', () => {
    expect(profileStats(undefined, undefined, undefined)).toEqual({
      published: 0,
      drafts: 0,
      tools: 0,
      materials: 0,
    });
  });
});

describe('profilePhotoSource', () => {
  it('prefers the profile photo, then the account photo', () => {
    expect(profilePhotoSource('/files/users/u/me.png', 'https://x/p.png')).toBe(
      '/files/users/u/me.png',
    );
    expect(profilePhotoSource(null, 'https://x/p.png')).toBe('https://x/p.png');
    expect(profilePhotoSource('  ', ' https://x/p.png ')).toBe('https://x/p.png');
  });

  it('is null when there is no photo (the generated avatar shows)', () => {
    expect(profilePhotoSource(null, null)).toBeNull();
    expect(profilePhotoSource('', undefined)).toBeNull();
  });
});
