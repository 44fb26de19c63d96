import { signFileUrlsInputSchema, signFileUrlsResponseSchema } from '@stepwise/contracts';
import { signFileUrls } from '../services/files.service';
import { defineOperation } from './define';

/** Short-lived download URLs for stored files (the `/files/{path}` the database keeps). */
export const filesOperations = {
  /**
   * Signed download URLs `{ urls: { [path]: url } }`. A mutation, not a query: 200 paths do not
   * fit in a GET URL, and every call mints new URLs.
   */
  sign: defineOperation({
    kind: 'mutation',
    input: signFileUrlsInputSchema,
    output: signFileUrlsResponseSchema,
    handler: (ctx, input) => signFileUrls(ctx.db, ctx.objects, ctx.identity, input),
    rest: [
      {
        method: 'POST',
        path: '/files/sign',
        tags: ['files'],
        summary:
          'Signed download URLs `{ urls: { [path]: url } }` for 1-200 paths: your own files, or files of published projects (403 otherwise)',
        body: 'rest',
      },
    ],
  }),
};
