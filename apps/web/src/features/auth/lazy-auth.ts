import type { FirebaseBackend } from '@/features/auth/firebase-backend';
import type { RuntimeConfig } from '@/lib/config';

/**
 * Firebase Auth, loaded on demand. A visitor with no persisted user (signed out) gets the login
 * and register forms without the SDK; it loads when they start using a form (`load()`). Anyone
 * who may be signed in loads it at once, so the redirect of a signed-in visitor stays as it was.
 */
export interface LazyAuth {
  /** True when nobody can be signed in yet: the session starts 'signed-out', not 'loading'. */
  readonly deferred: boolean;
  /** 'test-account' against the Auth emulator (known from the config, before the SDK loads). */
  readonly googleSignInMode: 'popup' | 'test-account';
  /** Loads Firebase (once) and resolves to it. */
  load(): Promise<FirebaseBackend>;
  /** Calls `listener` when Firebase has loaded (at once if it already has). */
  onLoaded(listener: (backend: FirebaseBackend) => void): () => void;
  /** The signed-in user's ID token, or null (always null before Firebase has loaded). */
  idToken(): Promise<string | null>;
}

/** Firebase Auth's browser persistence: this IndexedDB database, else local/session storage. */
const PERSISTENCE_DB = 'firebaseLocalStorageDb';

function storageHasFirebaseUser(): boolean {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      if (storage.key(i)?.startsWith('firebase:authUser:')) return true;
    }
  }
  return false;
}

/**
 * Whether Firebase may have a persisted user. True when its IndexedDB database exists (it is
 * created on the SDK's first load, signed in or not), a user is in web storage, or we cannot tell.
 */
export async function mayHavePersistedUser(): Promise<boolean> {
  try {
    if (storageHasFirebaseUser()) return true;
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((db) => db.name === PERSISTENCE_DB);
  } catch {
    return true;
  }
}

export function createLazyAuth(
  config: RuntimeConfig,
  { deferred }: { deferred: boolean },
): LazyAuth {
  let loading: Promise<FirebaseBackend> | null = null;
  let loaded: FirebaseBackend | null = null;
  const listeners = new Set<(backend: FirebaseBackend) => void>();

  const load = () => {
    loading ??= import('@/features/auth/firebase-backend').then(
      ({ createFirebaseBackend }) => {
        loaded = createFirebaseBackend(config);
        for (const listener of listeners) listener(loaded);
        return loaded;
      },
      (error: unknown) => {
        // A chunk that failed to download (offline, a deploy in between): the next try loads again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  if (!deferred) void load();

  return {
    deferred,
    googleSignInMode: config.authEmulatorUrl ? 'test-account' : 'popup',
    load,
    onLoaded(listener) {
      if (loaded) listener(loaded);
      else listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async idToken() {
      return loading ? (await loading).idToken() : null;
    },
  };
}
