import { describe, expect, it } from 'vitest';
import {
  addCommentInputSchema,
  commentInputSchema,
  profileListQuerySchema,
  searchTermInputSchema,
  userCommentSchema,
} from './profile';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('profileListQuerySchema', () => {
  it('reads the limit from a query string, 1..100, optional', () => {
    expect(profileListQuerySchema.parse({})).toEqual({});
    expect(profileListQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(profileListQuerySchema.parse({ limit: 100 })).toEqual({ limit: 100 });
    for (const limit of ['0', '101', 'ten', '2.5', -1]) {
      expect(firstMessage(profileListQuerySchema.safeParse({ limit })), String(limit)).toBe(
        'limit must be a whole number from 1 to 100.',
      );
    }
  });
});

describe('comment and search term inputs', () => {
  it('trim and bound the comment text', () => {
    expect(commentInputSchema.parse({ comment_text: '  Nice  ' })).toEqual({
      comment_text: 'Nice',
    });
    expect(firstMessage(commentInputSchema.safeParse({ comment_text: ' ' }))).toBe(
      'Comment text is required.',
    );
    expect(firstMessage(commentInputSchema.safeParse({}))).toBe('Comment text is required.');
    expect(commentInputSchema.safeParse({ comment_text: 'x'.repeat(2000) }).success).toBe(true);
    expect(firstMessage(commentInputSchema.safeParse({ comment_text: 'x'.repeat(2001) }))).toBe(
      'A comment must be at most 2,000 characters.',
    );
    expect(addCommentInputSchema.safeParse({ comment_text: 'Hi' }).success).toBe(false);
  });

  it('trim and bound the search term', () => {
    expect(searchTermInputSchema.parse({ term: ' drill ' })).toEqual({ term: 'drill' });
    expect(firstMessage(searchTermInputSchema.safeParse({ term: '' }))).toBe(
      'A search term is required.',
    );
    expect(firstMessage(searchTermInputSchema.safeParse({ term: 'x'.repeat(201) }))).toBe(
      'A search term must be at most 200 characters.',
    );
  });
});

describe('userCommentSchema', () => {
  it('carries the project id and name, and turns dates into ISO text', () => {
    const parsed = userCommentSchema.parse({
      comment_id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70',
      comment_text: 'Nice',
      created_at: new Date('2026-11-22T10:00:00Z'),
      project: { project_id: '0b6f1d2a-3c4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Desk' },
    });
    expect(parsed.created_at).toBe('2026-11-22T10:00:00.000Z');
    expect(parsed.project.name).toBe('Desk');
  });
});
