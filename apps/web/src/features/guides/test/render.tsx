import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app-providers';
import { AuthProvider } from '@/features/auth/auth-context';
import { createTrpcClient } from '@/lib/trpc';
import { routes } from '@/router';
import { signedIn, unusedActions } from '@/test/render-app';

function Providers({ fetch, children }: { fetch: typeof globalThis.fetch; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  const [trpcClient] = useState(() => createTrpcClient(async () => 'token', { fetch }));
  return (
    <AuthProvider session={signedIn} actions={unusedActions}>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        {children}
      </AppProviders>
    </AuthProvider>
  );
}

/** The real route table at `path`, signed in as `uid-ada`, the api answered by `fetch`. */
export function renderAt(path: string, fetch: typeof globalThis.fetch) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers fetch={fetch}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
