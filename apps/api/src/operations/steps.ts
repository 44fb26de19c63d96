import { projectRefInputSchema, stepListSchema } from '@stepwise/contracts';
import { sendJsonText } from '../rest/json-text';
import { listSteps, listStepsJson } from '../services/steps.service';
import { defineOperation } from './define';

/** A project's steps (the owner's alone). */
export const stepsOperations = {
  list: defineOperation({
    kind: 'query',
    input: projectRefInputSchema,
    output: stepListSchema,
    handler: (ctx, input) => listSteps(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    rest: [
      {
        method: 'GET',
        path: '/projects/:projectId/steps',
        tags: ['steps'],
        summary:
          'The owner’s project steps in step_order, with annotations (geometry in fractions 0–1), tools, materials, files and video; an empty list marks an incomplete project',
        params: { projectId: 'project_id' },
        query: ['firebase_uid'],
        // The database assembles the reply's JSON itself: REST sends that text as is.
        reply: async (ctx, input, request, reply) =>
          sendJsonText(
            request.server,
            reply,
            await listStepsJson(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
          ),
      },
    ],
  }),
};
