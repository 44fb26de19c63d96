import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app-providers';
import { AuthProvider } from '@/features/auth/auth-context';
import type { FinalizeViewProps } from '@/features/finalize/finalize-view';
import { useFinalizeLogic } from '@/features/finalize/use-finish-project';
import { SessionToaster } from '@/features/layout/session-toaster';
import { createTrpcClient } from '@/lib/trpc';
import { useMachineActor } from '@/lib/use-machine';
import { signedIn, unusedActions } from '@/test/render-app';

export const PROJECT_ID = '3f0c1c9e-6f0a-4c55-9a57-2f1d8f0b7a10';

/**
 * `ui` at `/annotate/{PROJECT_ID}` with the app's providers (signed in as `uid-ada`, answered by
 * `fetch`) and a stand-in My Projects page at `/my-projects`. Returns the router.
 */
export function renderAuthoring(ui: ReactNode, fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const trpcClient = createTrpcClient(async () => 'token', { fetch });
  const router = createMemoryRouter(
    [
      { path: '/annotate/:projectId', element: ui },
      { path: '/my-projects', element: <h1>My Projects page</h1> },
    ],
    { initialEntries: [`/annotate/${PROJECT_ID}`] },
  );
  render(
    <AuthProvider session={signedIn} actions={unusedActions}>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <RouterProvider router={router} />
        <SessionToaster />
      </AppProviders>
    </AuthProvider>,
  );
  return router;
}

/**
 * A running finalize actor with the app's parts, as the authoring system runs it, handed to
 * `children` (render it inside `renderAuthoring`: it navigates).
 */
export function WithFinalize({
  projectName,
  onFinished,
  children,
}: {
  projectName: string | null;
  onFinished?: (() => void) | undefined;
  children: (finalize: FinalizeViewProps['finalize']) => ReactNode;
}) {
  const parts = useFinalizeLogic({ projectId: PROJECT_ID, onFinished });
  const actor = useMachineActor(parts.logic, {
    input: { projectId: PROJECT_ID, projectName, userId: 'uid-ada' },
  });
  return children({ actor, preparer: parts.preparer });
}
