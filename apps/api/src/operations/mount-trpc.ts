import type { z } from 'zod';
import type { Identity } from '../domain/identity';
import type { Context } from '../trpc/context';
import { checkedReply, protectedProcedure, rateLimited, replyOf, router } from '../trpc/init';
import type { Operation, OperationInput, OperationTable, TrpcInput } from './define';

/**
 * Runs the handler with the caller as owner. tRPC's parsed-input and reply types are not
 * expressible for a generic schema, so they are cast here; `ProcedureOf` below restores them.
 */
function handler(
  operation: OperationTable[string],
  ctx: Context & { identity: Identity },
  input: unknown,
  signal: AbortSignal | undefined,
): Promise<never> {
  return operation.handler(
    { ...ctx, ownerUid: ctx.identity.uid, signal: signal ?? new AbortController().signal },
    input as never,
  ) as Promise<never>;
}

/**
 * `.input()`, then the rate limit (so an invalid call costs nothing), then the reply: typed by
 * the operation's output and checked against it where replies are validated (`checkedReply`).
 */
function procedureBase<I extends OperationInput, O extends z.ZodType, T extends TrpcInput>(
  operation: Operation<I, O, 'query' | 'mutation', T>,
) {
  const validated = protectedProcedure.input((operation.trpcInput ?? operation.input) as T);
  return (operation.rateLimit ? validated.use(rateLimited(operation.rateLimit)) : validated)
    .output(replyOf(operation.output))
    .use(checkedReply(operation.output));
}

function queryProcedure<I extends OperationInput, O extends z.ZodType, T extends TrpcInput>(
  operation: Operation<I, O, 'query', T>,
) {
  return procedureBase(operation).query(({ ctx, input, signal }) =>
    handler(operation, ctx, input, signal),
  );
}

function mutationProcedure<I extends OperationInput, O extends z.ZodType, T extends TrpcInput>(
  operation: Operation<I, O, 'mutation', T>,
) {
  return procedureBase(operation).mutation(({ ctx, input, signal }) =>
    handler(operation, ctx, input, signal),
  );
}

type ProcedureOf<T> =
  T extends Operation<infer I, infer O, 'query', infer TI>
    ? ReturnType<typeof queryProcedure<I, O, TI>>
    : T extends Operation<infer I, infer O, 'mutation', infer TI>
      ? ReturnType<typeof mutationProcedure<I, O, TI>>
      : never;

/** A domain's tRPC router: one procedure per operation, under the table's names. */
export function trpcRouter<T extends OperationTable>(operations: T) {
  const procedures = Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [
      name,
      operation.kind === 'query'
        ? queryProcedure({ ...operation, kind: 'query' })
        : mutationProcedure({ ...operation, kind: 'mutation' }),
    ]),
  );
  return router(procedures as { [K in keyof T]: ProcedureOf<T[K]> });
}
