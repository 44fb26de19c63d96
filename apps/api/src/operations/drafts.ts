import {
  clearDraftResponseSchema,
  draftClearInputSchema,
  draftGetInputSchema,
  draftGetResultSchema,
  draftRecordSchema,
  draftSavedSchema,
  draftSaveInputSchema,
} from '@stepwise/contracts';
import { clearDraft, getDraft, requireDraft, saveDraft } from '../services/drafts.service';
import { defineOperation } from './define';

const tags = ['drafts'];
/** The autosaved editor draft (issue #9): GET, PUT and DELETE `/projects/{projectId}/draft`. */
const path = '/projects/:projectId/draft';
const params = { projectId: 'project_id' } as const;

/** The autosaved editor draft of a project (the owner's alone): read, save (upsert), clear. */
export const draftsOperations = {
  get: defineOperation({
    kind: 'query',
    input: draftGetInputSchema,
    output: draftGetResultSchema,
    handler: (ctx, input) => getDraft(ctx.db, ctx.identity, input.project_id),
    rest: [
      {
        method: 'GET',
        path,
        tags,
        summary:
          'The owner’s autosaved editor draft of the project (404 when none is saved): the steps not finalized yet and the step being edited',
        params,
        // A REST resource that does not exist is a 404; tRPC answers null instead.
        response: draftRecordSchema,
        reply: async (ctx, input) => requireDraft(ctx.db, ctx.identity, input.project_id),
      },
    ],
  }),
  save: defineOperation({
    kind: 'mutation',
    input: draftSaveInputSchema,
    output: draftSavedSchema,
    handler: (ctx, input) =>
      saveDraft(ctx.db, ctx.identity, input.project_id, input.draft, input.base_revision),
    rest: [
      {
        method: 'PUT',
        path,
        tags,
        summary:
          'Autosave the editor draft (at most 4 MB of JSON, else 413). With `base_revision`, a draft saved meanwhile by another tab answers 409; null overwrites. Answers the new revision and when it was stored',
        params,
        body: 'rest',
      },
    ],
  }),
  clear: defineOperation({
    kind: 'mutation',
    input: draftClearInputSchema,
    output: clearDraftResponseSchema,
    handler: (ctx, input) => clearDraft(ctx.db, ctx.identity, input.project_id),
    rest: [
      {
        method: 'DELETE',
        path,
        tags,
        summary: 'Discard the autosaved draft (succeeds when none is saved)',
        params,
      },
    ],
  }),
};
