import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { SignedUrlsProvider } from '@/features/files/signed-urls-provider';
import { DataLayerContext } from '@/lib/data-layer-context';
import { IdTokenProvider } from '@/lib/id-token';
import { TRPCProvider, type TrpcClient } from '@/lib/trpc';

export interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The signed-in user's ID token, for the upload queue (null when signed out). */
  getIdToken?: () => Promise<string | null>;
  children: ReactNode;
}

const noToken = async () => null;

/**
 * TanStack Query and the tRPC client, signed file URLs and the ID token; shared by the app (through
 * the lazy `DataProviders` of the signed-in screens) and its tests. Sits inside the auth provider.
 * (The upload queue comes with the signed-in screens: `features/layout/signed-in-layout.tsx`.)
 */
export function AppProviders({
  queryClient,
  trpcClient,
  getIdToken = noToken,
  children,
}: AppProvidersProps) {
  const dataLayer = useMemo(() => ({ queryClient, trpcClient }), [queryClient, trpcClient]);
  return (
    <DataLayerContext value={dataLayer}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <SignedUrlsProvider>
            <IdTokenProvider getIdToken={getIdToken}>{children}</IdTokenProvider>
          </SignedUrlsProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </DataLayerContext>
  );
}
