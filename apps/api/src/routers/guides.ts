import {
  guideDetailSchema,
  guideGetInputSchema,
  guideListInputSchema,
  guideListResponseSchema,
} from '@stepwise/contracts';
import { listGuides } from '../services/guides/list';
import { getGuide } from '../services/guides/read';
import { protectedProcedure, router } from '../trpc/init';

/** Published guides: discover (search, tag, keyset pages) and read one (issue #19). */
export const guidesRouter = router({
  list: protectedProcedure
    .input(guideListInputSchema)
    .output(guideListResponseSchema)
    .query(({ ctx, input }) => listGuides(ctx.db, ctx.objects, ctx.identity, input)),
  get: protectedProcedure
    .input(guideGetInputSchema)
    .output(guideDetailSchema)
    .query(({ ctx, input }) => getGuide(ctx.db, ctx.objects, ctx.identity, input.project_id)),
});
