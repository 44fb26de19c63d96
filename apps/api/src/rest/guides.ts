import {
  errorBodySchema,
  guideDetailSchema,
  guideListInputSchema,
  guideListResponseSchema,
  projectRouteParamsSchema,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGuides } from '../services/guides/list';
import { getGuide } from '../services/guides/read';
import { identityOf } from './identity';

const tags = ['guides'];

/** Issue #19: the learner's side. Published guides to discover, and one guide to follow. */
export const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guides',
    {
      schema: {
        tags,
        summary:
          'Published guides, newest first; with `q` a full-text search (name, description, tags, step names), best first; `tag` keeps one of the ten tags; keyset pages via `cursor` (the previous `next_cursor`), `limit` 1..48 (24). The first page of a search is kept in the caller’s search history.',
        querystring: guideListInputSchema,
        response: { 200: guideListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listGuides(app.db, app.objects, identityOf(request), request.query),
  );

  app.get(
    '/guides/:projectId',
    {
      schema: {
        tags,
        summary:
          'A published guide (or the caller’s own draft): the project, its steps in order with signed file URLs (no validation answers) and its buy list. Counts a view once per viewer and UTC day, never the owner’s. Another creator’s draft answers 404.',
        params: projectRouteParamsSchema,
        response: {
          200: guideDetailSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => getGuide(app.db, app.objects, identityOf(request), request.params.projectId),
  );
};
