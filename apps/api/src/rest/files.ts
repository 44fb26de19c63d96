import { signFileUrlsInputSchema, signFileUrlsResponseSchema } from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signFileUrls } from '../services/files.service';
import { identityOf } from './identity';

/** Short-lived download URLs for stored files (the `/files/{path}` the database keeps). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/files/sign',
    {
      schema: {
        tags: ['files'],
        summary:
          'Signed download URLs `{ urls: { [path]: url } }` for 1-200 paths: your own files, or files of published projects (403 otherwise)',
        body: signFileUrlsInputSchema,
        response: { 200: signFileUrlsResponseSchema },
      },
    },
    async (request) => signFileUrls(app.db, app.objects, identityOf(request), request.body),
  );
};
