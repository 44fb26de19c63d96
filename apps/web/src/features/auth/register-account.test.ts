import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  type RegisterFields,
  RegistrationError,
  registerAccount,
} from '@/features/auth/register-account';
import type { AuthActions, SessionUser } from '@/features/auth/session';
import { createTrpcClient } from '@/lib/trpc';
import { createTrpcFake, refuses } from '@/test/trpc-fake';

const fields: RegisterFields = {
  email: ' ada@example.com ',
  username: ' ada ',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

const ada: SessionUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'ada',
  photoURL: null,
};

/** An in-memory identity provider that records what was asked of it. */
function fakeAuth(outcome: SessionUser | Error = ada) {
  const calls: string[] = [];
  const auth: Pick<AuthActions, 'signUp' | 'deleteCurrentUser'> = {
    async signUp(email, password, displayName) {
      calls.push(`signUp ${email} ${password} ${displayName}`);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    async deleteCurrentUser() {
      calls.push('deleteCurrentUser');
    },
  };
  return { auth, calls };
}

/** A real tRPC client whose HTTP answers come from `fetch`: exercises the error decoding end to end. */
function clientAnswering(fetch: typeof globalThis.fetch) {
  const client = createTrpcClient(async () => 'token', { url: 'http://api.test/trpc', fetch });
  return (input: Parameters<typeof client.users.create.mutate>[0]) =>
    client.users.create.mutate(input);
}

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegistrationError);
  return (error as Error).message;
}

describe('registerAccount', () => {
  it('creates the identity account, then the backend creator record', async () => {
    const { auth, calls } = fakeAuth();
    const sent: unknown[] = [];
    const user = await registerAccount(fields, {
      auth,
      createBackendUser: async (input) => sent.push(input),
    });
    expect(user).toEqual(ada);
    expect(calls).toEqual(['signUp ada@example.com correct horse ada']);
    expect(sent).toEqual([
      { username: 'ada', email: 'ada@example.com', firebase_uid: 'uid-ada', is_creator: true },
    ]);
  });

  it('checks the passwords before the username, and calls nothing when invalid', async () => {
    const { auth, calls } = fakeAuth();
    const deps = { auth, createBackendUser: async () => undefined };
    expect(
      await failure(registerAccount({ ...fields, username: ' ', confirmPassword: 'other' }, deps)),
    ).toBe('Passwords do not match. Please try again.');
    expect(await failure(registerAccount({ ...fields, username: '   ' }, deps))).toBe(
      'Username is required.',
    );
    expect(calls).toEqual([]);
  });

  it('shows the identity provider failure as its spec text', async () => {
    const inUse = Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' });
    const { auth } = fakeAuth(inUse);
    expect(await failure(registerAccount(fields, { auth, createBackendUser: async () => 1 }))).toBe(
      messages.register.emailInUse,
    );
  });

  it("shows the backend's detail and removes the fresh identity account", async () => {
    const { auth, calls } = fakeAuth();
    const createBackendUser = clientAnswering(
      createTrpcFake({ 'users.create': refuses('BAD_REQUEST', 'User already exists.') }).fetch,
    );
    expect(await failure(registerAccount(fields, { auth, createBackendUser }))).toBe(
      'User already exists.',
    );
    expect(calls).toContain('deleteCurrentUser');
  });

  it('falls back to the status when the backend answer has no detail', async () => {
    const { auth } = fakeAuth();
    const createBackendUser = clientAnswering(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    expect(await failure(registerAccount(fields, { auth, createBackendUser }))).toBe(
      'Failed to create user record in backend. Status: 502',
    );
  });

  it('reports an unreachable backend as a network error', async () => {
    const { auth } = fakeAuth();
    const createBackendUser = clientAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(registerAccount(fields, { auth, createBackendUser }))).toBe(
      messages.register.networkError,
    );
  });
});
