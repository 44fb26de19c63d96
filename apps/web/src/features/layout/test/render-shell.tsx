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

export const ada = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
} as const;

type Answers = Record<string, (input: unknown) => unknown>;

/** A tRPC batch endpoint answering from `answers` (anything else fails with a 500). */
export function fakeTrpc(answers: Answers): typeof globalThis.fetch {
  return async (request, init) => {
    const url = new URL(String(request), 'http://app.test');
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const raw = init?.body ? String(init.body) : (url.searchParams.get('input') ?? '{}');
    const batch = JSON.parse(raw) as Record<string, unknown>;
    const replies = paths.map((path, index) => {
      const answer = answers[path];
      if (!answer) {
        return { error: { message: `no ${path}`, code: -32603, data: { httpStatus: 500 } } };
      }
      return { result: { data: answer(batch[String(index)]) } };
    });
    return new Response(JSON.stringify(replies), {
      status: replies.some((reply) => 'error' in reply) ? 500 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

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
    fetch: fetch ?? fakeTrpc({}),
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
