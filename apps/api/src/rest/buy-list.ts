import {
  buyListSchema,
  buyListUpdateInputSchema,
  clearBuyListResponseSchema,
  optionalOwnerQuerySchema,
  projectRouteParamsSchema,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearBuyList, getBuyList, replaceBuyList } from '../services/buy-list.service';
import { identityOf } from './identity';

const tags = ['buy list'];

/** Spec section 7, Projects: GET, PATCH and DELETE `/projects/{id}/buy_list?firebase_uid=`. */
export const buyListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:projectId/buy_list',
    {
      schema: {
        tags,
        summary: 'The owner’s project buy list',
        params: projectRouteParamsSchema,
        querystring: optionalOwnerQuerySchema,
        response: { 200: buyListSchema },
      },
    },
    async (request) =>
      getBuyList(app.db, identityOf(request), request.params.projectId, request.query.firebase_uid),
  );

  app.patch(
    '/projects/:projectId/buy_list',
    {
      schema: {
        tags,
        summary:
          'Replace the buy list with the items sent, merged (same name + specification, case-insensitive: quantities added); answers the stored list',
        params: projectRouteParamsSchema,
        querystring: optionalOwnerQuerySchema,
        body: buyListUpdateInputSchema,
        response: { 200: buyListSchema },
      },
    },
    async (request) =>
      replaceBuyList(
        app.db,
        identityOf(request),
        request.params.projectId,
        request.body,
        request.query.firebase_uid,
      ),
  );

  app.delete(
    '/projects/:projectId/buy_list',
    {
      schema: {
        tags,
        summary: 'Clear the buy list',
        params: projectRouteParamsSchema,
        querystring: optionalOwnerQuerySchema,
        response: { 200: clearBuyListResponseSchema },
      },
    },
    async (request) =>
      clearBuyList(
        app.db,
        identityOf(request),
        request.params.projectId,
        request.query.firebase_uid,
      ),
  );
};
