import {
  optionalOwnerQuerySchema,
  projectRouteParamsSchema,
  stepListSchema,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStepsJson } from '../services/steps.service';
import { identityOf } from './identity';
import { sendJsonText } from './json-text';

/** Spec section 7, Projects: `GET /projects/{projectId}/steps`. */
export const stepsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:projectId/steps',
    {
      schema: {
        tags: ['steps'],
        summary:
          'The owner’s project steps in step_order, with annotations (geometry in fractions 0–1), tools, materials, files and video; an empty list marks an incomplete project',
        params: projectRouteParamsSchema,
        querystring: optionalOwnerQuerySchema,
        response: { 200: stepListSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        app,
        reply,
        await listStepsJson(
          app.db,
          identityOf(request),
          request.params.projectId,
          request.query.firebase_uid,
        ),
      ),
  );
};
