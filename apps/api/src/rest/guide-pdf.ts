import { errorBodySchema, projectRouteParamsSchema } from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadPdfGuide, pdfFileName, renderGuidePdf } from '../services/guides/pdf';
import { identityOf } from './identity';

const tags = ['guides'];

/**
 * `GET /api/projects/{projectId}/guide.pdf`: the printable guide (issue #19), built on the server
 * and streamed as it is made. Readable like the guide: a published project, or the caller's own
 * draft; anything else answers 404 `{ detail }` before a byte of PDF is sent.
 */
export const guidePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:projectId/guide.pdf',
    {
      schema: {
        tags,
        summary:
          'The guide as a printable PDF: cover with tools, materials and buy list, then every step with its annotated frames, notes, question and a QR code to the step in the guide player',
        params: projectRouteParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.any().meta({ description: 'The PDF (application/pdf), sent as an attachment.' }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const guide = await loadPdfGuide(app.db, identityOf(request), request.params.projectId);
      // The QR codes open the player where this request came from (X-Forwarded-* only when
      // TRUST_PROXY says the proxy is ours).
      const origin = `${request.protocol}://${request.host}`;
      let gone = false;
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone = true;
      });
      const doc = renderGuidePdf(guide, {
        objects: app.objects,
        redactedFrames: app.redactedFrames,
        log: request.log,
        origin,
        isCancelled: () => gone,
      });
      const name = pdfFileName(guide.name);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(doc);
    },
  );
};
