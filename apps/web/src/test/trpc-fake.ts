import type { AppRouter } from '@stepwise/api/router';
import { type AnyProcedure, type inferProcedureInput, initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { onTestFinished } from 'vitest';

/** Every procedure of the api's router as `{ path: 'users.get', procedure }`, from its type. */
type ProcedureEntry<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyProcedure
    ? { path: `${TPrefix}${K}`; procedure: TRecord[K] }
    : ProcedureEntry<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

type Procedures = ProcedureEntry<AppRouter['_def']['record']>;

/** A procedure of the api, as the client names it in the URL: `projects.list`. */
export type ProcedurePath = Procedures['path'];

/**
 * What the fake api does for each procedure: it is called with the input the client sent and
 * answers with what it returns (or resolves to); what it throws is the api's refusal (see
 * `refusal`), anything else an internal error.
 */
export type TrpcHandlers = {
  [P in Procedures as P['path']]?: (input: inferProcedureInput<P['procedure']>) => unknown;
};

export interface TrpcCall {
  path: ProcedurePath;
  type: 'query' | 'mutation';
  input: unknown;
}

export interface TrpcFake {
  /** The api as `httpBatchLink` reaches it: pass it to `createTrpcClient({ fetch })`. */
  fetch: typeof globalThis.fetch;
  /** Every handled call, in the order the api received them. */
  calls: TrpcCall[];
  /** The paths of `calls`, in order. */
  called(): ProcedurePath[];
  /** The inputs `path` was called with, in order. */
  inputsOf(path: ProcedurePath): unknown[];
}

/** The `detail` a refusal carries in `error.data`, when it is not the message itself. */
class RefusalDetail extends Error {
  constructor(readonly detail: unknown) {
    super('refusal detail');
  }
}

/**
 * A refusal as the api sends it: a tRPC error `code` (its HTTP status follows from it, as on the
 * server) and the `detail` the app shows. A string detail is also the message; any other detail
 * (validation entries) is sent as it is.
 */
export function refusal(code: TRPC_ERROR_CODE_KEY, detail: unknown = code): TRPCError {
  return new TRPCError({
    code,
    message: typeof detail === 'string' ? detail : code,
    cause: new RefusalDetail(detail),
  });
}

/** A handler that always refuses, as `refusal(code, detail)`. */
export function refuses(code: TRPC_ERROR_CODE_KEY, detail?: unknown): () => never {
  return () => {
    throw refusal(code, detail);
  };
}

/**
 * The api's error shape (apps/api/src/trpc/init.ts): no stack, and `data` holding `code`,
 * `httpStatus`, `path` and the `detail` the screens read (`describeApiFailure`).
 */
const t = initTRPC.create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const detail = error.cause instanceof RefusalDetail ? error.cause.detail : shape.message;
    return {
      ...shape,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        detail,
      },
    };
  },
});

const passThrough = (raw: unknown) => raw;

/**
 * The handlers as a router of one kind. The client sends a query as GET and a mutation as POST,
 * and which a procedure is comes from `AppRouter`'s types (checked by tsc), so each request is
 * served by the router of its method's kind.
 */
function routerOf(handlers: TrpcHandlers, type: TrpcCall['type'], calls: TrpcCall[]) {
  const procedures = Object.fromEntries(
    Object.entries(handlers).map(([path, handler]) => {
      const resolve = ({ input }: { input: unknown }) => {
        calls.push({ path: path as ProcedurePath, type, input });
        return (handler as (input: unknown) => unknown)(input);
      };
      const base = t.procedure.input(passThrough);
      return [path, type === 'query' ? base.query(resolve) : base.mutation(resolve)];
    }),
  );
  return t.router(procedures);
}

/**
 * The api's tRPC endpoint in memory, for tests: a batch request (`/trpc/a.b,c.d?batch=1`, the
 * inputs in `?input=` for queries and in the body for mutations) is answered by tRPC's own
 * request handler, so the status (200, 207 for a mixed batch, the error's status otherwise), the
 * body (`[{ result: { data } }, { error: { message, code, data } }]`) and the headers are the
 * server's. A call to a procedure without a handler is answered as the server answers an unknown
 * path (NOT_FOUND) and fails the test that made it, naming the procedure.
 */
export function createTrpcFake(handlers: TrpcHandlers): TrpcFake {
  const calls: TrpcCall[] = [];
  const unhandled: string[] = [];
  const routers = {
    GET: routerOf(handlers, 'query', calls),
    POST: routerOf(handlers, 'mutation', calls),
  };
  onTestFinished(() => {
    if (unhandled.length > 0) {
      throw new Error(`The fake api has no handler for: ${[...new Set(unhandled)].join(', ')}`);
    }
  });
  const fetch: typeof globalThis.fetch = async (request, init) => {
    const url = new URL(request instanceof Request ? request.url : String(request), 'http://app');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new Error(`tRPC never sends ${method}`);
    const endpoint = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
    const paths = decodeURIComponent(url.pathname.slice(endpoint.length + 1)).split(',');
    unhandled.push(...paths.filter((path) => !(path in handlers)));
    // Only what tRPC reads: jsdom's AbortSignal is not the one Node's Request accepts.
    const req = new Request(url, {
      method,
      headers: init?.headers ?? {},
      ...(init?.body === undefined ? {} : { body: init.body }),
    });
    return fetchRequestHandler({ endpoint, req, router: routers[method] });
  };
  return {
    fetch,
    calls,
    called: () => calls.map((call) => call.path),
    inputsOf: (path) => calls.filter((call) => call.path === path).map((call) => call.input),
  };
}
