import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SignedUrlsProvider } from '@/features/files/signed-urls-provider';
import { SessionToaster } from '@/features/layout/session-toaster';
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
 * TanStack Query and the tRPC client, signed file URLs, the ID token and the toasts; shared by the
 * app and its tests. Sits inside the auth provider. (The upload queue comes with the signed-in
 * screens: `features/uploads/signed-in-uploads.tsx`.)
 */
export function AppProviders({
  queryClient,
  trpcClient,
  getIdToken = noToken,
  children,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <SignedUrlsProvider>
          <IdTokenProvider getIdToken={getIdToken}>
            {children}
            <SessionToaster />
          </IdTokenProvider>
        </SignedUrlsProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
