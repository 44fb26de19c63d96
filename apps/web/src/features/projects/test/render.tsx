import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app-providers';
import { AuthProvider } from '@/features/auth/auth-context';
import { SessionToaster } from '@/features/layout/session-toaster';
import { SessionUploadQueueProvider } from '@/features/uploads/session-upload-queue';
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
        {/* The signed-in screens' layout provides the upload queue; a lone component gets it here. */}
        <SessionUploadQueueProvider getToken={async () => 'token'}>
          {children}
        </SessionUploadQueueProvider>
        {/* The app shell shows the toasts; a lone component gets them here. */}
        <SessionToaster />
      </AppProviders>
    </AuthProvider>
  );
}

/** One component with the app's providers, signed in as `uid-ada`, answered by `fetch`. */
export function renderWithApp(ui: ReactNode, fetch: typeof globalThis.fetch) {
  return render(
    <Providers fetch={fetch}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** The real route table at `/my-projects` (with navigation `state`), signed in as `uid-ada`. */
export function renderMyProjects(fetch: typeof globalThis.fetch, state?: unknown) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: '/my-projects', state }],
  });
  render(
    <Providers fetch={fetch}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
