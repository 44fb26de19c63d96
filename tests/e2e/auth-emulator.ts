import type { APIRequestContext } from '@playwright/test';

/**
 * The Firebase Auth emulator's REST API and the Stepwise api, called directly by the auth specs to
 * set up accounts (an existing e-mail, a disabled user) and to check the backend user record.
 */
function emulatorUrl(method: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the specs via npm test');
  return `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`;
}

interface SignedIn {
  localId: string;
  idToken: string;
}

async function callEmulator(
  request: APIRequestContext,
  method: string,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const response = await request.post(emulatorUrl(method), { data, headers });
  if (!response.ok()) throw new Error(`emulator ${method}: ${await response.text()}`);
  return (await response.json()) as SignedIn;
}

/** An identity account only (no backend record), as if made elsewhere. */
export function createIdentityAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SignedIn> {
  return callEmulator(request, 'signUp', { email, password, returnSecureToken: true });
}

export function signInIdentity(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SignedIn> {
  return callEmulator(request, 'signInWithPassword', { email, password, returnSecureToken: true });
}

/** Signs in as a Google test account the way the app's emulator dialog does. */
export function signInGoogleTestAccount(
  request: APIRequestContext,
  email: string,
): Promise<SignedIn> {
  const idToken = JSON.stringify({
    sub: `test-google-${email.toLowerCase()}`,
    email: email.toLowerCase(),
    email_verified: true,
  });
  return callEmulator(request, 'signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
}

/** Disables an account with the emulator's admin access ('Bearer owner'). */
export async function disableAccount(request: APIRequestContext, localId: string): Promise<void> {
  await callEmulator(
    request,
    'update',
    { localId, disableUser: true },
    { Authorization: 'Bearer owner' },
  );
}

export interface BackendUser {
  user_id: string;
  username: string;
  email: string;
  is_creator: boolean;
}

/** The backend user record (tRPC users.get), read with the user's own ID token. */
export async function backendUser(
  request: APIRequestContext,
  { localId, idToken }: SignedIn,
): Promise<BackendUser> {
  const input = encodeURIComponent(JSON.stringify({ uid: localId }));
  const response = await request.get(`/trpc/users.get?input=${input}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (!response.ok()) throw new Error(`users.get: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { result: { data: BackendUser } };
  return body.result.data;
}
