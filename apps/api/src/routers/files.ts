import { signFileUrlsInputSchema, signFileUrlsResponseSchema } from '@stepwise/contracts';
import { signFileUrls } from '../services/files.service';
import { protectedProcedure, router } from '../trpc/init';

export const filesRouter = router({
  /**
   * Signed download URLs `{ urls: { [path]: url } }`. A mutation, not a query: 200 paths do not
   * fit in a GET URL, and every call mints new URLs.
   */
  sign: protectedProcedure
    .input(signFileUrlsInputSchema)
    .output(signFileUrlsResponseSchema)
    .mutation(({ ctx, input }) => signFileUrls(ctx.db, ctx.objects, ctx.identity, input)),
});
