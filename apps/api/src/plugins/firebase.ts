import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, type DecodedIdToken, getAuth } from 'firebase-admin/auth';
import type { Identity } from '../domain/identity';
import { type Env, exportLibraryEnv } from '../env';
import { AppError } from '../errors';

export type { Identity };

/** Verifies Firebase ID tokens (signature, expiry and revocation) and reports reachability. */
export interface IdentityVerifier {
  verify(idToken: string): Promise<Identity>;
  ping(): Promise<void>;
  readonly auth: Auth;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityVerifier;
    /** The firebase-admin app (Auth, and the Storage bucket of STORAGE_DRIVER=gcs). */
    firebaseApp: App;
  }
}

const tokenErrors: Record<string, string> = {
  'auth/id-token-expired': 'Your session has expired. Please sign in again.',
  'auth/id-token-revoked': 'Your session was revoked. Please sign in again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/user-not-found': 'This account no longer exists. Please sign up again.',
};

function isNetworkFailure(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  const message = error instanceof Error ? error.message : '';
  return (
    code === 'app/network-error' ||
    code === 'auth/internal-error' ||
    /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|socket hang up|fetch failed/i.test(message)
  );
}

/**
 * A small bounded cache of verified tokens. Verification with the revocation check costs a call
 * to the identity service; a token seen in the last `ttlMs` is trusted again without it, so a
 * revoked or disabled session is refused at most `ttlMs` later (AUTH_VERIFY_CACHE_MS, 0 = never
 * cache). Entries never outlive the token's own expiry.
 */
class VerifiedTokenCache {
  private readonly entries = new Map<string, { identity: Identity; until: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): Identity | null {
    if (this.ttlMs <= 0) return null;
    const key = hashToken(token);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.identity;
  }

  set(token: string, identity: Identity, tokenExpiresAtMs: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hashToken(token), {
      identity,
      until: Math.min(Date.now() + this.ttlMs, tokenExpiresAtMs),
    });
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The Auth emulator's sign-up stamps the account's "valid since" second after it took the
 * sign-in time for the token it returns: when the call straddles a second boundary (a busy
 * machine), the brand-new token reads as revoked and the new creator's first call fails with
 * "Your session was revoked". Against the emulator only, a token signed in at the account's
 * creation whose "valid since" is the very next second (the sign-up's own stamp; a revocation
 * in that second reads the same, a later one does not) is accepted. Real Firebase Auth never
 * issues such a token.
 */
async function signUpToken(auth: Auth, idToken: string): Promise<DecodedIdToken | null> {
  // firebase-admin checks revocation last, after the token's signature and claims: a revoked
  // token is otherwise sound, and its claims can be read as they are (against the emulator,
  // firebase-admin checks revocation even when asked not to).
  const claims = JSON.parse(
    Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as DecodedIdToken;
  const decoded: DecodedIdToken = { ...claims, uid: claims.sub };
  const user = await auth.getUser(decoded.uid);
  // Both in whole seconds, as the emulator keeps them.
  const created = Math.floor(Date.parse(user.metadata.creationTime) / 1000);
  const validSince = Math.floor(Date.parse(user.tokensValidAfterTime ?? '') / 1000);
  return decoded.auth_time === created && validSince === created + 1 ? decoded : null;
}

export function createIdentityVerifier(env: Env): { verifier: IdentityVerifier; app: App } {
  exportLibraryEnv(env);
  const credential = env.FIREBASE_SERVICE_ACCOUNT_JSON
    ? cert(JSON.parse(env.FIREBASE_SERVICE_ACCOUNT_JSON))
    : undefined;
  const app = initializeApp(
    { projectId: env.FIREBASE_PROJECT_ID, ...(credential ? { credential } : {}) },
    `stepwise-${randomUUID()}`,
  );
  const auth = getAuth(app);
  const cache = new VerifiedTokenCache(env.AUTH_VERIFY_CACHE_MS);
  const emulated = env.FIREBASE_AUTH_EMULATOR_HOST !== undefined;
  // Verifications under way, by token: requests that arrive together with a token not (or no
  // longer) cached share one call to the identity service instead of one each.
  const verifying = new Map<string, Promise<Identity>>();
  async function verifyUncached(idToken: string): Promise<Identity> {
    try {
      const decoded = await auth.verifyIdToken(idToken, true).catch(async (error) => {
        if (emulated && (error as { code?: string }).code === 'auth/id-token-revoked') {
          const signUp = await signUpToken(auth, idToken);
          if (signUp) return signUp;
        }
        throw error;
      });
      const identity = { uid: decoded.uid, email: decoded.email ?? null };
      cache.set(idToken, identity, decoded.exp * 1000);
      return identity;
    } catch (error) {
      if (isNetworkFailure(error)) {
        throw new AppError(
          'UNAVAILABLE',
          'The sign-in service cannot be reached right now. Please try again shortly.',
          { cause: error },
        );
      }
      const code = (error as { code?: string }).code ?? '';
      throw new AppError(
        'UNAUTHORIZED',
        tokenErrors[code] ?? 'Invalid sign-in token. Please sign in again.',
        { cause: error },
      );
    }
  }
  const verifier: IdentityVerifier = {
    auth,
    verify(idToken) {
      const cached = cache.get(idToken);
      if (cached) return Promise.resolve(cached);
      let pending = verifying.get(idToken);
      if (!pending) {
        pending = verifyUncached(idToken).finally(() => verifying.delete(idToken));
        verifying.set(idToken, pending);
      }
      return pending;
    },
    async ping() {
      try {
        await auth.getUser('stepwise-health-probe');
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return;
        throw error;
      }
    },
  };
  return { verifier, app };
}

export default fp(
  async (fastify, opts: { env: Env }) => {
    const { verifier, app } = createIdentityVerifier(opts.env);
    fastify.decorate('identity', verifier);
    fastify.decorate('firebaseApp', app);
    fastify.addHook('onClose', async () => {
      await deleteApp(app);
    });
  },
  { name: 'firebase' },
);
