import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityOf } from '../rest/identity';
import { contextOf } from '../trpc/context';
import type { OperationContext, OperationTable } from './define';
import { inputFromRequest, restSchemas } from './rest-schemas';

/** Aborted when the client goes away before the reply is sent (the work is then stopped). */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client went away'));
  });
  return controller.signal;
}

/**
 * The REST paths of an operation table, in the order the table declares them. Each path
 * validates with schemas cut from the operation's input, documents itself for OpenAPI
 * (plugins/openapi.ts) and answers what the operation's handler returns.
 */
export function restRoutes(operations: OperationTable): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    for (const operation of Object.values(operations)) {
      for (const binding of operation.rest) {
        const status = binding.status ?? 200;
        const { rateLimit } = operation;
        api.route({
          method: binding.method,
          url: binding.path,
          config: binding.validationDetailArray ? { validationDetailArray: true } : {},
          schema: {
            tags: [...binding.tags],
            summary: binding.summary,
            ...(binding.description ? { description: binding.description } : {}),
            ...restSchemas(operation.input, binding),
            response: { [status]: binding.response ?? operation.output, ...binding.errorResponses },
          },
          ...(rateLimit
            ? { preHandler: (request) => app.rateLimits.check(rateLimit, request) }
            : {}),
          handler: async (request, reply) => {
            const identity = identityOf(request);
            const params = request.params as Record<string, string>;
            const ctx: OperationContext = {
              ...contextOf(request),
              identity,
              ownerUid: binding.ownerParam ? (params[binding.ownerParam] ?? '') : identity.uid,
              signal: abortOnDisconnect(reply),
            };
            const input = inputFromRequest(binding, request);
            if (binding.reply) return binding.reply(ctx, input, request, reply);
            const result = await operation.handler(ctx, input);
            return status === 200 ? result : reply.status(status).send(result);
          },
        });
      }
    }
  };
}
