import {
  messageResponseSchema,
  repositoryCreateInputSchema,
  repositoryDeleteInputSchema,
  repositoryItemSchema,
  repositoryListInputSchema,
  repositoryListSchema,
  repositoryUpdateInputSchema,
} from '@stepwise/contracts';
import {
  createRepositoryItem,
  deleteRepositoryItem,
  listRepositoryItems,
  updateRepositoryItem,
} from '../services/repository.service';
import { protectedProcedure, router } from '../trpc/init';

/** The caller's repository of tools and materials; `kind` picks the list. */
export const repositoryRouter = router({
  list: protectedProcedure
    .input(repositoryListInputSchema)
    .output(repositoryListSchema)
    .query(({ ctx, input }) =>
      listRepositoryItems(ctx.db, ctx.identity, ctx.identity.uid, input.kind),
    ),
  create: protectedProcedure
    .input(repositoryCreateInputSchema)
    .output(repositoryItemSchema)
    .mutation(({ ctx, input: { kind, ...data } }) =>
      createRepositoryItem(ctx.db, ctx.identity, ctx.identity.uid, kind, data),
    ),
  update: protectedProcedure
    .input(repositoryUpdateInputSchema)
    .output(repositoryItemSchema)
    .mutation(({ ctx, input: { kind, item_id, ...patch } }) =>
      updateRepositoryItem(ctx.db, ctx.identity, ctx.identity.uid, kind, item_id, patch),
    ),
  delete: protectedProcedure
    .input(repositoryDeleteInputSchema)
    .output(messageResponseSchema)
    .mutation(({ ctx, input }) =>
      deleteRepositoryItem(ctx.db, ctx.identity, ctx.identity.uid, input.kind, input.item_id),
    ),
});
