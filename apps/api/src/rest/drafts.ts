import {
  clearDraftResponseSchema,
  draftRecordSchema,
  draftSaveBodySchema,
  projectRouteParamsSchema,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearDraft, requireDraft, saveDraft } from '../services/drafts.service';
import { identityOf } from './identity';

const tags = ['drafts'];

/** The autosaved editor draft (issue #9): GET, PUT and DELETE `/projects/{projectId}/draft`. */
export const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:projectId/draft',
    {
      schema: {
        tags,
        summary:
          'The owner’s autosaved editor draft of the project (404 when none is saved): the steps not finalized yet and the step being edited',
        params: projectRouteParamsSchema,
        response: { 200: draftRecordSchema },
      },
    },
    async (request) => requireDraft(app.db, identityOf(request), request.params.projectId),
  );

  app.put(
    '/projects/:projectId/draft',
    {
      schema: {
        tags,
        summary:
          'Autosave the editor draft (at most 4 MB of JSON, else 413). With `base_revision`, a draft saved meanwhile by another tab answers 409; null overwrites. Answers the stored draft and its new revision',
        params: projectRouteParamsSchema,
        body: draftSaveBodySchema,
        response: { 200: draftRecordSchema },
      },
    },
    async (request) =>
      saveDraft(
        app.db,
        identityOf(request),
        request.params.projectId,
        request.body.draft,
        request.body.base_revision,
      ),
  );

  app.delete(
    '/projects/:projectId/draft',
    {
      schema: {
        tags,
        summary: 'Discard the autosaved draft (succeeds when none is saved)',
        params: projectRouteParamsSchema,
        response: { 200: clearDraftResponseSchema },
      },
    },
    async (request) => clearDraft(app.db, identityOf(request), request.params.projectId),
  );
};
