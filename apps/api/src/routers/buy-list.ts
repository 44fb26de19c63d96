import {
  buyListReplaceInputSchema,
  buyListSchema,
  clearBuyListResponseSchema,
  projectRefInputSchema,
} from '@stepwise/contracts';
import { clearBuyList, getBuyList, replaceBuyList } from '../services/buy-list.service';
import { protectedProcedure, router } from '../trpc/init';

/** A project's buy list (the owner's alone); `replace` stores the merged list. */
export const buyListRouter = router({
  get: protectedProcedure
    .input(projectRefInputSchema)
    .output(buyListSchema)
    .query(({ ctx, input }) =>
      getBuyList(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    ),
  replace: protectedProcedure
    .input(buyListReplaceInputSchema)
    .output(buyListSchema)
    .mutation(({ ctx, input }) =>
      replaceBuyList(ctx.db, ctx.identity, input.project_id, input.items, input.firebase_uid),
    ),
  clear: protectedProcedure
    .input(projectRefInputSchema)
    .output(clearBuyListResponseSchema)
    .mutation(({ ctx, input }) =>
      clearBuyList(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    ),
});
