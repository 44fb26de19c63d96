import { randomUUID } from 'node:crypto';

export const PROJECT_ID = 'demo-stepwise';

export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set (global setup starts it)');
  return host;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** Signs up a real account in the Auth emulator, as the web app does, and returns its ID token. */
export async function signUpUser(name = 'creator'): Promise<TestUser> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';
  const res = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, password, idToken: body.idToken };
}

export function bearer(user: Pick<TestUser, 'idToken'>) {
  return { authorization: `Bearer ${user.idToken}` };
}

/**
 * A signed-up user whose backend record exists (POST /api/users/), as after the web app's
 * sign-up: the starting point of nearly every API test.
 */
export async function createCreator(
  app: { inject: (opts: object) => Promise<{ statusCode: number; body: string }> },
  name = 'creator',
): Promise<TestUser> {
  const user = await signUpUser(name);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/',
    headers: bearer(user),
    payload: { username: name, email: user.email, firebase_uid: user.uid, is_creator: true },
  });
  if (res.statusCode !== 201) throw new Error(`creating the user record failed: ${res.body}`);
  return user;
}
