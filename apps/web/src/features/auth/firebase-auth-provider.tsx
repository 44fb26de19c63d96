import {
  type Auth,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
  updateProfile,
} from 'firebase/auth';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { AuthProvider } from '@/features/auth/auth-context';
import { googleTestIdToken } from '@/features/auth/google-test-account';
import type { AuthActions, AuthSession, SessionUser } from '@/features/auth/session';

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

function toSession(user: User | null): AuthSession {
  return user ? { status: 'signed-in', user: toSessionUser(user) } : { status: 'signed-out' };
}

export function FirebaseAuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [session, setSession] = useState<AuthSession>({ status: 'loading' });

  useEffect(() => onAuthStateChanged(auth, (user) => setSession(toSession(user))), [auth]);

  const actions = useMemo<AuthActions>(
    () => ({
      async signUp(email, password, displayName) {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        try {
          await updateProfile(user, { displayName });
        } catch (error) {
          // Do not leave a nameless account behind: the person retries with the same e-mail.
          await deleteUser(user).catch(() => undefined);
          throw error;
        }
        // A profile update fires no auth-state event: publish the new name ourselves.
        setSession(toSession(user));
        return toSessionUser(user);
      },
      async signIn(email, password) {
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        return toSessionUser(user);
      },
      // Against the Auth emulator (offline, no Google) the person picks a test account instead
      // of the popup; the emulator takes its unsigned claims as the Google ID token.
      googleSignInMode: auth.emulatorConfig ? 'test-account' : 'popup',
      async signInWithGoogle(testAccount) {
        const { user } =
          auth.emulatorConfig && testAccount
            ? await signInWithCredential(
                auth,
                GoogleAuthProvider.credential(googleTestIdToken(testAccount)),
              )
            : await signInWithPopup(auth, new GoogleAuthProvider());
        return toSessionUser(user);
      },
      async deleteCurrentUser() {
        if (auth.currentUser) await deleteUser(auth.currentUser);
      },
      async signOut() {
        await signOut(auth);
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
