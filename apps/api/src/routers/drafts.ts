import {
  clearDraftResponseSchema,
  draftClearInputSchema,
  draftGetInputSchema,
  draftGetResultSchema,
  draftRecordSchema,
  draftSaveInputSchema,
} from '@stepwise/contracts';
import { clearDraft, getDraft, saveDraft } from '../services/drafts.service';
import { protectedProcedure, router } from '../trpc/init';

/** The autosaved editor draft of a project (the owner's alone): read, save (upsert), clear. */
export const draftsRouter = router({
  get: protectedProcedure
    .input(draftGetInputSchema)
    .output(draftGetResultSchema)
    .query(({ ctx, input }) => getDraft(ctx.db, ctx.identity, input.project_id)),
  save: protectedProcedure
    .input(draftSaveInputSchema)
    .output(draftRecordSchema)
    .mutation(({ ctx, input }) =>
      saveDraft(ctx.db, ctx.identity, input.project_id, input.draft, input.base_revision),
    ),
  clear: protectedProcedure
    .input(draftClearInputSchema)
    .output(clearDraftResponseSchema)
    .mutation(({ ctx, input }) => clearDraft(ctx.db, ctx.identity, input.project_id)),
});
