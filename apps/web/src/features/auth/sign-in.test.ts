import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import type { AuthActions, GoogleTestAccount, SessionUser } from '@/features/auth/session';
import { SignInError, signInWithEmail, signInWithGoogleAndSync } from '@/features/auth/sign-in';
import { createTrpcClient } from '@/lib/trpc';
import { createTrpcFake, refuses } from '@/test/trpc-fake';

const grace: SessionUser = {
  uid: 'uid-grace',
  email: 'grace@example.com',
  displayName: 'Grace Hopper',
  photoURL: null,
};

function providerError(code: string): Error {
  return Object.assign(new Error(code), { code });
}

function fakeGoogle(outcome: SessionUser | Error) {
  const calls: string[] = [];
  const auth: Pick<AuthActions, 'signInWithGoogle' | 'signOut'> = {
    async signInWithGoogle(account?: GoogleTestAccount) {
      calls.push(account ? `test-account ${account.email}` : 'popup');
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    async signOut() {
      calls.push('signOut');
    },
  };
  return { auth, calls };
}

/** users.create through a real tRPC client whose server accepts, or refuses with `code`. */
function backendAnswering(code?: Parameters<typeof refuses>[0]) {
  const api = createTrpcFake({ 'users.create': code ? refuses(code) : () => ({}) });
  const client = createTrpcClient(async () => 'token', {
    url: 'http://api.test/trpc',
    fetch: api.fetch,
  });
  return {
    sent: () => api.inputsOf('users.create'),
    createBackendUser: (input: Parameters<typeof client.users.create.mutate>[0]) =>
      client.users.create.mutate(input),
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('signInWithEmail', () => {
  it('trims the e-mail and maps provider failures to the login texts', async () => {
    const seen: string[] = [];
    const error = await rejection(
      signInWithEmail(' ada@example.com ', 'pw', {
        signIn: async (email) => {
          seen.push(email);
          throw providerError('auth/user-not-found');
        },
      }),
    );
    expect(seen).toEqual(['ada@example.com']);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as Error).message).toBe(messages.login.userNotFound);
  });
});

describe('signInWithGoogleAndSync', () => {
  it('syncs a first-time Google user as a creator', async () => {
    const { auth, calls } = fakeGoogle(grace);
    const backend = backendAnswering();
    expect(await signInWithGoogleAndSync({ auth, ...backend })).toBe('signed-in');
    expect(calls).toEqual(['popup']);
    expect(backend.sent()).toEqual([
      {
        firebase_uid: 'uid-grace',
        email: 'grace@example.com',
        username: 'Grace Hopper',
        is_creator: true,
      },
    ]);
  });

  it('uses the e-mail before the @ when Google gives no name', async () => {
    const { auth } = fakeGoogle({ ...grace, displayName: null });
    const backend = backendAnswering();
    await signInWithGoogleAndSync({ auth, ...backend });
    expect(backend.sent()).toMatchObject([{ username: 'grace' }]);
  });

  it('tolerates BAD_REQUEST: the user already exists', async () => {
    const { auth, calls } = fakeGoogle(grace);
    expect(await signInWithGoogleAndSync({ auth, ...backendAnswering('BAD_REQUEST') })).toBe(
      'signed-in',
    );
    expect(calls).not.toContain('signOut');
  });

  it('signs out again and shows the generic text when the sync fails otherwise', async () => {
    const { auth, calls } = fakeGoogle(grace);
    const error = await rejection(
      signInWithGoogleAndSync({ auth, ...backendAnswering('INTERNAL_SERVER_ERROR') }),
    );
    expect((error as Error).message).toBe(messages.login.unexpected);
    expect(calls).toEqual(['popup', 'signOut']);
  });

  it('shows the generic text when Google returns no e-mail', async () => {
    const { auth, calls } = fakeGoogle({ ...grace, email: null });
    const backend = backendAnswering();
    const error = await rejection(signInWithGoogleAndSync({ auth, ...backend }));
    expect((error as Error).message).toBe(messages.login.unexpected);
    expect(backend.sent()).toEqual([]);
    expect(calls).toContain('signOut');
  });

  it('signs in as the chosen test account against the emulator', async () => {
    const { auth, calls } = fakeGoogle(grace);
    const backend = backendAnswering();
    const testAccount = { name: 'Grace Hopper', email: 'grace@example.com' };
    expect(await signInWithGoogleAndSync({ auth, ...backend, testAccount })).toBe('signed-in');
    expect(calls).toEqual(['test-account grace@example.com']);
    expect(backend.sent()).toHaveLength(1);
  });

  it('maps a provider failure of the Google sign-in to the login texts', async () => {
    const { auth } = fakeGoogle(providerError('auth/user-disabled'));
    const error = await rejection(signInWithGoogleAndSync({ auth, ...backendAnswering() }));
    expect((error as Error).message).toBe(messages.login.userDisabled);
  });

  it('treats a closed popup as a cancellation, not an error', async () => {
    const { auth } = fakeGoogle(providerError('auth/popup-closed-by-user'));
    expect(await signInWithGoogleAndSync({ auth, ...backendAnswering() })).toBe('cancelled');
  });
});
