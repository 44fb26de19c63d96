import { type ReactNode, use } from 'react';
import { AppProviders } from '@/app-providers';
import { appDataLayer } from '@/lib/data-layer';
import { DataLayerContext } from '@/lib/data-layer-context';
import { currentIdToken } from '@/lib/id-token-source';

/**
 * The data providers (TanStack Query, tRPC, signed file URLs, the ID token) around the parts of
 * the app that read data: the signed-in screens and the signed-in sidebar. They are lazy, so this
 * code downloads with them and never with the sign-in screens. Every instance shares the app's one
 * query cache; where providers already sit above (tests give their own), it adds nothing.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  if (use(DataLayerContext)) return children;
  return (
    <AppProviders
      queryClient={appDataLayer.queryClient}
      trpcClient={appDataLayer.trpcClient}
      getIdToken={currentIdToken}
    >
      {children}
    </AppProviders>
  );
}
