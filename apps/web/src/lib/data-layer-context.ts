import type { QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback } from 'react';
import type { TrpcClient } from '@/lib/trpc';

/** The query cache and the tRPC client every data-reading screen shares. */
export interface DataLayer {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
}

/** Set by `AppProviders`; null above them (the sign-in screens, which never load the data code). */
export const DataLayerContext = createContext<DataLayer | null>(null);

/**
 * The data layer for code that runs before (or outside) the data providers: the one provided
 * above, or else the app's own, downloaded on first use. This keeps TanStack Query and tRPC out of
 * the sign-in screens' bundle; they need the api only once the form is sent.
 */
export function useDataLayerLoader(): () => Promise<DataLayer> {
  const provided = use(DataLayerContext);
  return useCallback(
    async () => provided ?? (await import('@/lib/data-layer')).appDataLayer,
    [provided],
  );
}
