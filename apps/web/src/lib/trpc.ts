import type { AppRouter } from '@stepwise/api/router';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export type { AppRouter };

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type TrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/**
 * The tRPC client. Every request carries the signed-in user's Firebase ID token; the api derives
 * the caller's identity from it, never from the request body.
 */
export function createTrpcClient(
  getIdToken: () => Promise<string | null>,
  { url = '/trpc', fetch: fetchImpl }: { url?: string; fetch?: typeof globalThis.fetch } = {},
) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        fetch: async (input, init) => {
          const response = await (fetchImpl ? fetchImpl(input, init) : fetch(input, init));
          // A failed answer that is not tRPC's JSON (a proxy's error page): keep its status.
          const json = response.headers.get('content-type')?.includes('application/json');
          if (!response.ok && !json)
            throw new HttpStatusError(response.status, response.statusText);
          return response;
        },
        async headers() {
          const token = await getIdToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}

/** The api answered with an HTTP error that carried no tRPC error body. */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`HTTP ${status} ${statusText}`.trim());
  }
}

/** What went wrong in a call to the api, in terms the screens can show. */
export type ApiFailure =
  | { kind: 'network' }
  | {
      kind: 'rejected';
      code: string | undefined;
      status: number | undefined;
      detail: string | undefined;
    };

function readField(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[key]
    : undefined;
}

export function describeApiFailure(error: unknown): ApiFailure {
  if (!(error instanceof TRPCClientError)) {
    return { kind: 'rejected', code: undefined, status: undefined, detail: undefined };
  }
  const data: unknown = error.data;
  if (data === undefined || data === null) {
    // No tRPC error body: the request got no answer at all (fetch threw a TypeError), or the
    // answer was not tRPC's (an HTTP error page, or a body that did not parse).
    if (error.cause instanceof HttpStatusError) {
      return { kind: 'rejected', code: undefined, status: error.cause.status, detail: undefined };
    }
    if (error.cause instanceof TypeError) return { kind: 'network' };
    return { kind: 'rejected', code: undefined, status: undefined, detail: undefined };
  }
  const code = readField(data, 'code');
  const status = readField(data, 'httpStatus');
  const detail = readField(data, 'detail') ?? error.message;
  return {
    kind: 'rejected',
    code: typeof code === 'string' ? code : undefined,
    status: typeof status === 'number' ? status : undefined,
    detail: typeof detail === 'string' && detail.trim() !== '' ? detail : undefined,
  };
}
