import { z } from 'zod';
import { messageResponseSchema, timestampSchema, uuidSchema } from './common';
import { authoringDraftSchema, storedAuthoringDraftSchema } from './drafts';
import { projectIdParamSchema } from './projects';
import { STEP_LIMITS } from './step-limits';

/** The calls on a project's autosaved draft (REST and tRPC): what they take and answer. */

/** A whole number of the draft's revision a save is based on; null overwrites whatever is stored. */
export const baseRevisionSchema = z.int().min(0).max(STEP_LIMITS.int4).nullable().meta({
  description:
    'The revision this draft was based on (0: none saved yet); a different stored revision answers 409. Null overwrites.',
});

/** tRPC `drafts.get` and `drafts.clear`. */
export const draftGetInputSchema = z.object({ project_id: projectIdParamSchema });
export type DraftGetInput = z.infer<typeof draftGetInputSchema>;
export const draftClearInputSchema = draftGetInputSchema;
export type DraftClearInput = z.infer<typeof draftClearInputSchema>;

/** PUT /projects/{projectId}/draft body. */
export const draftSaveBodySchema = z.object({
  draft: authoringDraftSchema,
  base_revision: baseRevisionSchema.default(null),
});
export type DraftSaveBody = z.input<typeof draftSaveBodySchema>;

/** tRPC `drafts.save`. */
export const draftSaveInputSchema = draftSaveBodySchema.extend({
  project_id: projectIdParamSchema,
});
export type DraftSaveInput = z.input<typeof draftSaveInputSchema>;

/** A stored draft: its revision counts saves from 1. */
export const draftRecordSchema = z.object({
  project_id: uuidSchema,
  draft: storedAuthoringDraftSchema,
  revision: z.int().min(1),
  updated_at: timestampSchema,
});
export type DraftRecord = z.infer<typeof draftRecordSchema>;

/**
 * What a save answers: the new revision and when it was stored, not the draft the tab just sent
 * (an autosave of a large project would otherwise download its own 4 MB back every time).
 */
export const draftSavedSchema = draftRecordSchema.omit({ draft: true });
export type DraftSaved = z.infer<typeof draftSavedSchema>;

/** tRPC `drafts.get`: the stored draft, or null when there is none. */
export const draftGetResultSchema = draftRecordSchema.nullable();
export type DraftGetResult = z.infer<typeof draftGetResultSchema>;

/** DELETE /projects/{projectId}/draft and tRPC `drafts.clear`. */
export const clearDraftResponseSchema = messageResponseSchema;
export type ClearDraftResponse = z.infer<typeof clearDraftResponseSchema>;
