import {
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
import { googleTestIdToken } from '@/features/auth/google-test-account';
import type { AuthActions, AuthSession, SessionUser } from '@/features/auth/session';
import type { RuntimeConfig } from '@/lib/config';
import { createFirebaseAuth } from '@/lib/firebase';

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

/** Firebase Auth behind the app's auth interface; the only module that imports the SDK. */
export interface FirebaseBackend {
  actions: AuthActions;
  /** Reports the auth state (Firebase's first report, then every change); returns unsubscribe. */
  onSession(listener: (session: AuthSession) => void): () => void;
  idToken(): Promise<string | null>;
}

export function createFirebaseBackend(config: RuntimeConfig): FirebaseBackend {
  const auth = createFirebaseAuth(config);
  const listeners = new Set<(session: AuthSession) => void>();
  const publish = (user: User | null) => {
    for (const listener of listeners) listener(toSession(user));
  };

  const actions: AuthActions = {
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
      publish(user);
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
  };

  return {
    actions,
    onSession(listener) {
      listeners.add(listener);
      const unsubscribe = onAuthStateChanged(auth, (user) => listener(toSession(user)));
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    async idToken() {
      return (await auth.currentUser?.getIdToken()) ?? null;
    },
  };
}
