import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app-providers';
import { AuthProvider } from '@/features/auth/auth-context';
import type { AuthActions, AuthSession } from '@/features/auth/session';
import { createTrpcClient } from '@/lib/trpc';
import { routes } from '@/router';

export const signedOut: AuthSession = { status: 'signed-out' };
export const signedIn: AuthSession = {
  status: 'signed-in',
  user: { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada', photoURL: null },
};

const notUsed = () => Promise.reject(new Error('not used in this test'));

export const unusedActions: AuthActions = {
  signUp: notUsed,
  signIn: notUsed,
  signInWithGoogle: notUsed,
  deleteCurrentUser: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
};

type SetSession = (session: AuthSession) => void;

export interface RenderAppOptions {
  session: AuthSession;
  /** Fake identity-provider actions; the function form may change the session, as Firebase does. */
  actions?: Partial<AuthActions> | ((setSession: SetSession) => Partial<AuthActions>);
  /** What the api answers; by default it is unreachable. */
  fetch?: typeof globalThis.fetch;
}

function TestAuth(props: {
  initial: AuthSession;
  actions: RenderAppOptions['actions'];
  children: ReactNode;
}) {
  const { initial, actions, children } = props;
  const [session, setSession] = useState(initial);
  const merged = useMemo(
    () => ({
      ...unusedActions,
      ...(typeof actions === 'function' ? actions(setSession) : actions),
    }),
    [actions],
  );
  return (
    <AuthProvider session={session} actions={merged}>
      {children}
    </AuthProvider>
  );
}

/** The real route table in a memory router, with the auth state supplied by the auth provider. */
export function renderApp(path: string, { session, actions, fetch }: RenderAppOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const trpcClient = createTrpcClient(async () => null, {
    fetch: fetch ?? (() => Promise.reject(new TypeError('no api in this test'))),
  });
  render(
    <TestAuth initial={session} actions={actions}>
      <AppProviders queryClient={new QueryClient()} trpcClient={trpcClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </TestAuth>,
  );
  return router;
}
