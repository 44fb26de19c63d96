import {
  addCommentInputSchema,
  addSearchTermInputSchema,
  likedProjectsResponseSchema,
  likeResponseSchema,
  profileListInputSchema,
  projectActionInputSchema,
  savedProjectsResponseSchema,
  saveResponseSchema,
  searchHistoryEntrySchema,
  searchHistoryResponseSchema,
  userCommentSchema,
  userCommentsResponseSchema,
} from '@stepwise/contracts';
import {
  addComment,
  addSearchTerm,
  likedProjects,
  savedProjects,
  searchHistory,
  setLike,
  setSave,
  userComments,
} from '../services/profile.service';
import { defineOperation } from './define';

const tags = ['profile'];
const limitNote = '`?limit=` 1..100; without it up to 100 entries.';

/** Spec section 7, Users: a profile list at `/users/{uid}/...` (the caller's own; else 403). */
function listPath(list: string, summary: string) {
  return [
    {
      method: 'GET' as const,
      path: `/users/:uid/${list}`,
      tags,
      summary: `${summary} ${limitNote}`,
      params: { uid: 'uid' as const },
      query: ['limit' as const],
    },
  ];
}

/** A like or save, set with POST and cleared with DELETE on the same path (idempotent). */
function togglePath(method: 'POST' | 'DELETE', noun: 'like' | 'save', verb: string) {
  return [
    {
      method,
      path: `/projects/:projectId/${noun}`,
      tags,
      summary: `${verb} a project (own, or published) — idempotent`,
      params: { projectId: 'project_id' as const },
    },
  ];
}

/** The profile's activity lists (the caller's own) and the likes, saves, comments and searches. */
export const profileOperations = {
  likedProjects: defineOperation({
    kind: 'query',
    input: profileListInputSchema,
    output: likedProjectsResponseSchema,
    handler: (ctx, input) => likedProjects(ctx.db, ctx.identity, input.uid, input),
    rest: listPath('liked_projects', 'Projects the caller liked, most recent first.'),
  }),
  savedProjects: defineOperation({
    kind: 'query',
    input: profileListInputSchema,
    output: savedProjectsResponseSchema,
    handler: (ctx, input) => savedProjects(ctx.db, ctx.identity, input.uid, input),
    rest: listPath('saved_projects', 'Projects the caller saved, most recent first.'),
  }),
  comments: defineOperation({
    kind: 'query',
    input: profileListInputSchema,
    output: userCommentsResponseSchema,
    handler: (ctx, input) => userComments(ctx.db, ctx.identity, input.uid, input),
    rest: listPath('comments', 'The caller’s comments with their project, newest first.'),
  }),
  searchHistory: defineOperation({
    kind: 'query',
    input: profileListInputSchema,
    output: searchHistoryResponseSchema,
    handler: (ctx, input) => searchHistory(ctx.db, ctx.identity, input.uid, input),
    rest: listPath('search_history', 'The caller’s search terms, newest first, each once.'),
  }),
  addSearchTerm: defineOperation({
    kind: 'mutation',
    input: addSearchTermInputSchema,
    output: searchHistoryEntrySchema,
    handler: (ctx, input) => addSearchTerm(ctx.db, ctx.identity, input.uid, input),
    rest: [
      {
        method: 'POST',
        path: '/users/:uid/search_history',
        tags,
        summary: 'Record a search term of the caller',
        status: 201,
        params: { uid: 'uid' },
        body: 'rest',
      },
    ],
  }),
  like: defineOperation({
    kind: 'mutation',
    input: projectActionInputSchema,
    output: likeResponseSchema,
    handler: (ctx, input) => setLike(ctx.db, ctx.identity, input.project_id, true),
    rest: togglePath('POST', 'like', 'Like'),
  }),
  unlike: defineOperation({
    kind: 'mutation',
    input: projectActionInputSchema,
    output: likeResponseSchema,
    handler: (ctx, input) => setLike(ctx.db, ctx.identity, input.project_id, false),
    rest: togglePath('DELETE', 'like', 'Unlike'),
  }),
  save: defineOperation({
    kind: 'mutation',
    input: projectActionInputSchema,
    output: saveResponseSchema,
    handler: (ctx, input) => setSave(ctx.db, ctx.identity, input.project_id, true),
    rest: togglePath('POST', 'save', 'Save'),
  }),
  unsave: defineOperation({
    kind: 'mutation',
    input: projectActionInputSchema,
    output: saveResponseSchema,
    handler: (ctx, input) => setSave(ctx.db, ctx.identity, input.project_id, false),
    rest: togglePath('DELETE', 'save', 'Unsave'),
  }),
  addComment: defineOperation({
    kind: 'mutation',
    input: addCommentInputSchema,
    output: userCommentSchema,
    handler: (ctx, input) => addComment(ctx.db, ctx.identity, input.project_id, input),
    rest: [
      {
        method: 'POST',
        path: '/projects/:projectId/comments',
        tags,
        summary: 'Comment on a project (own, or published)',
        status: 201,
        params: { projectId: 'project_id' },
        body: 'rest',
      },
    ],
  }),
};
