import type { AppRouter } from '@stepwise/api/router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { HttpStatusError } from '@/lib/api-failure';

export { type ApiFailure, describeApiFailure, HttpStatusError } from '@/lib/api-failure';

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
