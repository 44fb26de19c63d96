import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app-providers';
import { AuthProvider } from '@/features/auth/auth-context';
import type { AuthActions, AuthSession } from '@/features/auth/session';
import { AppShell } from '@/features/layout/app-shell';
import SignedInLayout from '@/features/layout/signed-in-layout';
import { createTrpcClient } from '@/lib/trpc';
import { createTrpcFake, refuses } from '@/test/trpc-fake';

export const ada = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
} as const;

function Auth({
  initial,
  actions,
  children,
}: {
  initial: AuthSession;
  actions: (set: (session: AuthSession) => void) => AuthActions;
  children: ReactNode;
}) {
  const [session, setSession] = useState(initial);
  const [bound] = useState(() => actions(setSession));
  return (
    <AuthProvider session={session} actions={bound}>
      {children}
    </AuthProvider>
  );
}

export interface RenderShellOptions {
  session?: AuthSession;
  /** Routes under the shell, beside a plain page for every path the sidebar links to. */
  routes?: RouteObject[];
  fetch?: typeof globalThis.fetch;
}

const page = (title: string): RouteObject['element'] => <h1>{title}</h1>;

/** The app shell in a memory router at `path`, with fake auth actions and api. */
export function renderShell(path: string, options: RenderShellOptions = {}) {
  const { session = { status: 'signed-in', user: ada }, routes = [], fetch } = options;
  const signOut = vi.fn<() => Promise<void>>();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppShell />,
        children: [
          { path: 'login', element: page('Login page') },
          { path: 'register', element: page('Register page') },
          {
            element: <SignedInLayout />,
            children: [
              ...routes,
              { path: 'my-projects', element: page('My Projects page') },
              { path: 'repository', element: page('Repository page') },
              { path: 'create', element: page('Create page') },
              { path: 'profile', element: page('Profile page') },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const notUsed = () => Promise.reject(new Error('not used'));
  const trpcClient = createTrpcClient(async () => 'token', {
    // By default the sidebar's profile read fails, and the account's own name and photo show.
    fetch: fetch ?? createTrpcFake({ 'users.get': refuses('INTERNAL_SERVER_ERROR') }).fetch,
  });
  render(
    <Auth
      initial={session}
      actions={(setSession) => ({
        signUp: notUsed,
        signIn: notUsed,
        signInWithGoogle: notUsed,
        deleteCurrentUser: async () => undefined,
        signOut: async () => {
          await signOut();
          setSession({ status: 'signed-out' });
        },
      })}
    >
      <AppProviders queryClient={new QueryClient()} trpcClient={trpcClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </Auth>,
  );
  return { router, signOut };
}
