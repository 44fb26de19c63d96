import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import type { TestUser } from './support/identity';
import { aGuide, createLearner, learningCall, restCall } from './support/learning';
import { MISSING_ID } from './support/projects';

// alice creates guides; carol (a standard account) and bob comment on them.
const h = useTwoCreators();
let carolUser: TestUser | undefined;
async function carol(): Promise<TestUser> {
  carolUser ??= await createLearner(h.ctx.app, 'carol');
  return carolUser;
}

const add = (user: TestUser, projectId: string, text: string) =>
  learningCall(
    h.ctx,
    user,
    'addComment',
    { project_id: projectId, comment_text: text },
    'mutation',
  );

describe('comments on a guide', () => {
  it('are added, listed newest first with their author, and paged with a keyset cursor', async () => {
    const learner = await carol();
    const { projectId } = await aGuide(h.ctx, h.alice);

    const first = await add(learner, projectId, '  Great guide!  ');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      author_username: 'carol',
      author_uid: learner.uid,
      comment_text: 'Great guide!',
      is_mine: true,
    });
    await add(h.bob, projectId, 'Second');
    // The existing REST add (rest/profile.ts) feeds the same list.
    const third = await restCall(h.ctx, learner, 'POST', `/projects/${projectId}/comments`, {
      comment_text: 'Third',
    });
    expect(third.statusCode).toBe(201);
    await add(h.alice, projectId, 'Fourth, by the creator');
    await add(learner, projectId, 'Fifth');

    const page1 = await restCall(h.ctx, learner, 'GET', `/projects/${projectId}/comments?limit=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().total).toBe(5);
    expect(page1.json().comments.map((c: { comment_text: string }) => c.comment_text)).toEqual([
      'Fifth',
      'Fourth, by the creator',
    ]);
    expect(page1.json().comments[1]).toMatchObject({ author_username: 'alice', is_mine: false });
    const cursor1 = page1.json().next_cursor as string;
    expect(cursor1).toEqual(expect.any(String));

    const page2 = await learningCall(
      h.ctx,
      learner,
      'comments',
      { project_id: projectId, limit: 2, cursor: cursor1 },
      'query',
    );
    expect(page2.data.comments.map((c: { comment_text: string }) => c.comment_text)).toEqual([
      'Third',
      'Second',
    ]);
    const page3 = await restCall(
      h.ctx,
      learner,
      'GET',
      `/projects/${projectId}/comments?limit=2&cursor=${page2.data.next_cursor}`,
    );
    expect(page3.json().comments.map((c: { comment_text: string }) => c.comment_text)).toEqual([
      'Great guide!',
    ]);
    expect(page3.json().next_cursor).toBeNull();

    // The first page of a tRPC infinite query: cursor null, plus its direction.
    const infinite = await learningCall(
      h.ctx,
      learner,
      'comments',
      { project_id: projectId, limit: 2, cursor: null, direction: 'forward' },
      'query',
    );
    expect(infinite.status).toBe(200);
    expect(infinite.data.next_cursor).toEqual(expect.any(String));

    // Without a limit: up to 20, newest first.
    const all = await restCall(h.ctx, h.bob, 'GET', `/projects/${projectId}/comments`);
    expect(all.json().comments).toHaveLength(5);
    expect(all.json().comments.map((c: { is_mine: boolean }) => c.is_mine)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('refuses a broken cursor and a bad limit with a detail', async () => {
    const learner = await carol();
    const { projectId } = await aGuide(h.ctx, h.alice);
    const bogus = Buffer.from(JSON.stringify(['2026-13-45 99:00:00+00', MISSING_ID])).toString(
      'base64url',
    );
    for (const [query, detail] of [
      ['cursor=nonsense', 'Reload the comments.'],
      [`cursor=${bogus}`, 'Reload the comments.'],
      ['limit=0', 'limit must be a whole number from 1 to 50.'],
      ['limit=51', 'limit must be a whole number from 1 to 50.'],
    ] as const) {
      const res = await restCall(h.ctx, learner, 'GET', `/projects/${projectId}/comments?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
  });

  it('hold 1 to 2,000 characters, trimmed, not blank', async () => {
    const learner = await carol();
    const { projectId } = await aGuide(h.ctx, h.alice);
    const longest = 'y'.repeat(2_000);
    expect((await add(learner, projectId, longest)).data.comment_text).toBe(longest);
    const tooLong = await add(learner, projectId, 'y'.repeat(2_001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toContain('A comment must be at most 2,000 characters.');
    const blank = await add(learner, projectId, ' \n\t ');
    expect(blank.status).toBe(400);
    expect(blank.message).toContain('Write a comment before posting it.');
    const list = await restCall(h.ctx, learner, 'GET', `/projects/${projectId}/comments`);
    expect(list.json().total).toBe(1);
  });

  it('can be deleted by their author only', async () => {
    const learner = await carol();
    const { projectId } = await aGuide(h.ctx, h.alice);
    const mine = (await add(learner, projectId, 'Mine')).data.comment_id as string;
    const bobs = (await add(h.bob, projectId, 'Bob’s')).data.comment_id as string;

    const refused = await restCall(h.ctx, learner, 'DELETE', `/comments/${bobs}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You can only delete your own comments.');
    // Not even the project's creator deletes someone else's comment.
    const byOwner = await learningCall(
      h.ctx,
      h.alice,
      'deleteComment',
      { comment_id: mine },
      'mutation',
    );
    expect(byOwner.status).toBe(403);

    const deleted = await restCall(h.ctx, learner, 'DELETE', `/comments/${mine}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ comment_id: mine, deleted: true });
    const again = await restCall(h.ctx, learner, 'DELETE', `/comments/${mine}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toContain('Comment not found.');
    const malformed = await restCall(h.ctx, learner, 'DELETE', '/comments/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('Invalid comment ID format.');

    const list = await restCall(h.ctx, learner, 'GET', `/projects/${projectId}/comments`);
    expect(list.json().comments.map((c: { comment_id: string }) => c.comment_id)).toEqual([bobs]);
  });

  it('show up in the author’s profile under Recent Comments', async () => {
    const learner = await carol();
    const { projectId } = await aGuide(h.ctx, h.alice, { name: 'Birdhouse' });
    const added = await add(learner, projectId, 'Built it in an afternoon.');
    const recent = await restCall(h.ctx, learner, 'GET', `/users/${learner.uid}/comments?limit=5`);
    expect(recent.statusCode).toBe(200);
    expect(recent.json()[0]).toMatchObject({
      comment_id: added.data.comment_id,
      comment_text: 'Built it in an afternoon.',
      project: { project_id: projectId, name: 'Birdhouse' },
    });
  });
});
