import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { AuthProvider } from '@/features/auth/auth-context';
import type { FirebaseBackend } from '@/features/auth/firebase-backend';
import type { LazyAuth } from '@/features/auth/lazy-auth';
import type { AuthActions, AuthSession } from '@/features/auth/session';

/**
 * Feeds AuthProvider from Firebase Auth. While Firebase is deferred (nobody signed in) the
 * session is 'signed-out' and the actions load it first; `prepare` starts that load early.
 */
export function FirebaseAuthProvider({ auth, children }: { auth: LazyAuth; children: ReactNode }) {
  const [session, setSession] = useState<AuthSession>(
    auth.deferred ? { status: 'signed-out' } : { status: 'loading' },
  );
  const [backend, setBackend] = useState<FirebaseBackend | null>(null);

  useEffect(() => auth.onLoaded(setBackend), [auth]);
  useEffect(() => backend?.onSession(setSession), [backend]);

  const actions = useMemo<AuthActions>(
    () => ({
      prepare() {
        void auth.load().catch(() => undefined);
      },
      async signUp(email, password, displayName) {
        return (await auth.load()).actions.signUp(email, password, displayName);
      },
      async signIn(email, password) {
        return (await auth.load()).actions.signIn(email, password);
      },
      googleSignInMode: auth.googleSignInMode,
      async signInWithGoogle(testAccount) {
        return (await auth.load()).actions.signInWithGoogle(testAccount);
      },
      async deleteCurrentUser() {
        return (await auth.load()).actions.deleteCurrentUser();
      },
      async signOut() {
        return (await auth.load()).actions.signOut();
      },
    }),
    [auth],
  );

  return (
    <AuthProvider session={session} actions={actions}>
      {children}
    </AuthProvider>
  );
}
