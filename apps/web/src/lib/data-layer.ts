import { QueryClient } from '@tanstack/react-query';
import type { DataLayer } from '@/lib/data-layer-context';
import { currentIdToken } from '@/lib/id-token-source';
import { createTrpcClient } from '@/lib/trpc';

/**
 * The app's query cache and tRPC client, created when this module first loads (with the signed-in
 * screens, or when a sign-in form calls the api). Every request carries the ID token of the user
 * signed in at that moment.
 */
export const appDataLayer: DataLayer = {
  queryClient: new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  }),
  trpcClient: createTrpcClient(currentIdToken),
};
