import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Env, exportLibraryEnv } from '../env';
import { AppError } from '../errors';

export interface Identity {
  uid: string;
  email: string | null;
}

/** Verifies Firebase ID tokens (signature, expiry and revocation) and reports reachability. */
export interface IdentityVerifier {
  verify(idToken: string): Promise<Identity>;
  ping(): Promise<void>;
  readonly auth: Auth;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityVerifier;
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
  const verifier: IdentityVerifier = {
    auth,
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        return { uid: decoded.uid, email: decoded.email ?? null };
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
    fastify.addHook('onClose', async () => {
      await deleteApp(app);
    });
  },
  { name: 'firebase' },
);
