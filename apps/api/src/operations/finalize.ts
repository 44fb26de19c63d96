import { errorBodySchema, finalizeInputSchema, finalizeResponseSchema } from '@stepwise/contracts';
import { finalizeProject } from '../services/finalize/finalize.service';
import { defineOperation } from './define';

/** Finish project: replaces the project's steps with the payload's, all or nothing. */
export const finalizeOperations = {
  submit: defineOperation({
    kind: 'mutation',
    input: finalizeInputSchema,
    output: finalizeResponseSchema,
    rateLimit: 'finalize',
    handler: (ctx, input) => finalizeProject(ctx.db, ctx.identity, input),
    rest: [
      {
        // Spec section 7, Projects: `POST /upload_steps` (Finish Project).
        method: 'POST',
        path: '/upload_steps',
        tags: ['steps'],
        summary:
          'Finish a project: replace its steps, buy list and thumbnail, all or nothing (annotation data in fractions 0–1)',
        description: [
          'Annotation `data` {type, x, y, width, height} is in FRACTIONS 0–1 of the frame (the editor’s 25% is sent as 0.25).',
          'A tool is `{quantity, tool: {name, specification, purchase_link, image_file, tool_id?}}`, `{quantity, tool_id}` or the editor’s flat form; materials likewise. Each is linked to the caller’s repository (created there when no item has the same name + specification).',
          'Sending the same payload again gives the same steps and repository items.',
          'A payload that fails its schema, including the finish checks (“Please add at least one step before finishing the project.”, “Step N is missing required name or description”, N 1-based), answers 422 with `detail: [{loc, msg}]`.',
          'Failures that depend on stored data answer `{detail}` as text: 403 when user_id is not the caller or the project is another creator’s, 404 for a missing project, 400 for a repository id that is not the caller’s or a tool twice in a step once ids are resolved, 400/403 for a storage path outside the caller’s folder. Nothing is written then.',
        ].join(' '),
        body: 'rest',
        validationDetailArray: true,
        errorResponses: { 422: errorBodySchema },
      },
    ],
  }),
};
