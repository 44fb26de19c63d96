import {
  commentInputSchema,
  likedProjectsResponseSchema,
  likeResponseSchema,
  profileListQuerySchema,
  projectRouteParamsSchema,
  savedProjectsResponseSchema,
  saveResponseSchema,
  searchHistoryEntrySchema,
  searchHistoryResponseSchema,
  searchTermInputSchema,
  userCommentSchema,
  userCommentsResponseSchema,
  userParamsSchema,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { identityOf } from './identity';

const tags = ['profile'];
const limitNote = '`?limit=` 1..100; without it up to 100 entries.';

/**
 * Spec section 7, Users: the profile's activity lists (the caller's own; another uid is 403),
 * and the likes, saves, comments and searches that fill them.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { params: userParamsSchema, querystring: profileListQuerySchema, tags };

  app.get(
    '/users/:uid/liked_projects',
    {
      schema: {
        ...list,
        summary: `Projects the caller liked, most recent first. ${limitNote}`,
        response: { 200: likedProjectsResponseSchema },
      },
    },
    async (request) =>
      likedProjects(app.db, identityOf(request), request.params.uid, request.query),
  );

  app.get(
    '/users/:uid/saved_projects',
    {
      schema: {
        ...list,
        summary: `Projects the caller saved, most recent first. ${limitNote}`,
        response: { 200: savedProjectsResponseSchema },
      },
    },
    async (request) =>
      savedProjects(app.db, identityOf(request), request.params.uid, request.query),
  );

  app.get(
    '/users/:uid/comments',
    {
      schema: {
        ...list,
        summary: `The caller’s comments with their project, newest first. ${limitNote}`,
        response: { 200: userCommentsResponseSchema },
      },
    },
    async (request) => userComments(app.db, identityOf(request), request.params.uid, request.query),
  );

  app.get(
    '/users/:uid/search_history',
    {
      schema: {
        ...list,
        summary: `The caller’s search terms, newest first, each once. ${limitNote}`,
        response: { 200: searchHistoryResponseSchema },
      },
    },
    async (request) =>
      searchHistory(app.db, identityOf(request), request.params.uid, request.query),
  );

  app.post(
    '/users/:uid/search_history',
    {
      schema: {
        tags,
        summary: 'Record a search term of the caller',
        params: userParamsSchema,
        body: searchTermInputSchema,
        response: { 201: searchHistoryEntrySchema },
      },
    },
    async (request, reply) => {
      const entry = await addSearchTerm(
        app.db,
        identityOf(request),
        request.params.uid,
        request.body,
      );
      return reply.status(201).send(entry);
    },
  );

  for (const [method, liked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/projects/:projectId/like',
      schema: {
        tags,
        summary: `${liked ? 'Like' : 'Unlike'} a project (own, or published) — idempotent`,
        params: projectRouteParamsSchema,
        response: { 200: likeResponseSchema },
      },
      handler: async (request) =>
        setLike(app.db, identityOf(request), request.params.projectId, liked),
    });
    app.route({
      method,
      url: '/projects/:projectId/save',
      schema: {
        tags,
        summary: `${liked ? 'Save' : 'Unsave'} a project (own, or published) — idempotent`,
        params: projectRouteParamsSchema,
        response: { 200: saveResponseSchema },
      },
      handler: async (request) =>
        setSave(app.db, identityOf(request), request.params.projectId, liked),
    });
  }

  app.post(
    '/projects/:projectId/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a project (own, or published)',
        params: projectRouteParamsSchema,
        body: commentInputSchema,
        response: { 201: userCommentSchema },
      },
    },
    async (request, reply) => {
      const comment = await addComment(
        app.db,
        identityOf(request),
        request.params.projectId,
        request.body,
      );
      return reply.status(201).send(comment);
    },
  );
};
