import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GoogleTestAccount, SessionUser } from '@/features/auth/session';
import { apiAfterSignIn } from '@/features/auth/test/api-after-sign-in';
import { renderApp, signedOut } from '@/test/render-app';
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

function fill(label: string, value: string, container: HTMLElement = document.body) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

async function signInWith(email: string, password: string) {
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  fill('Email', email);
  fill('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => localStorage.clear());

describe('LoginForm with e-mail and password', () => {
  it('disables both buttons while signing in, then goes to /my-projects', async () => {
    let finish: () => void = () => undefined;
    const seen: string[] = [];
    const router = renderApp('/login', {
      session: signedOut,
      actions: (setSession) => ({
        signIn: (email, password) =>
          new Promise<SessionUser>((resolve) => {
            seen.push(`${email} ${password}`);
            finish = () => {
              setSession({ status: 'signed-in', user: grace });
              resolve(grace);
            };
          }),
      }),
    });
    await signInWith(' grace@example.com ', 'secret');

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(seen).toEqual(['grace@example.com secret']);

    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-projects'));
  }, 15_000); // the lazy /my-projects route may take seconds on a loaded machine

  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/user-not-found', 'No account found with this email.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/user-disabled', 'This account has been disabled.'],
    ['auth/invalid-credential', 'An unexpected error occurred. Please try again.'],
    [
      'auth/network-request-failed',
      'Network error: Could not connect to the backend server. Please try again later.',
    ],
  ])('shows %s as its text and lets the person try again', async (code, text) => {
    const router = renderApp('/login', {
      session: signedOut,
      actions: { signIn: () => Promise.reject(providerError(code)) },
    });
    await signInWith('grace@example.com', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
  });

  it('marks both fields required and the e-mail as an e-mail', async () => {
    renderApp('/login', { session: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect([email.type, email.required]).toEqual(['email', true]);
    expect([password.type, password.required]).toEqual(['password', true]);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });
});

describe('Continue with Google', () => {
  it('uses the popup with a real Firebase project, syncs the user and goes to /home', async () => {
    const api = apiAfterSignIn();
    const calls: (GoogleTestAccount | undefined)[] = [];
    const router = renderApp('/login', {
      session: signedOut,
      fetch: api.fetch,
      actions: (setSession) => ({
        googleSignInMode: 'popup',
        signInWithGoogle: async (account) => {
          calls.push(account);
          setSession({ status: 'signed-in', user: grace });
          return grace;
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-projects'));
    expect(calls).toEqual([undefined]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.inputsOf('users.create')).toEqual([
      {
        firebase_uid: 'uid-grace',
        email: 'grace@example.com',
        username: 'Grace Hopper',
        is_creator: true,
      },
    ]);
  });

  it('offers a test account against the emulator and signs in as the one typed', async () => {
    const api = apiAfterSignIn();
    const calls: (GoogleTestAccount | undefined)[] = [];
    const router = renderApp('/login', {
      session: signedOut,
      fetch: api.fetch,
      actions: (setSession) => ({
        googleSignInMode: 'test-account',
        signInWithGoogle: async (account) => {
          calls.push(account);
          const user = { ...grace, uid: 'uid-lin', email: 'lin@example.com', displayName: null };
          setSession({ status: 'signed-in', user });
          return user;
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a test Google account' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Test Creator');
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe(
      'test.creator@example.com',
    );

    fill('Name', ' ', dialog);
    fill('Email', ' lin@example.com ', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-projects'));
    expect(calls).toEqual([{ name: '', email: 'lin@example.com' }]);
    // No Google name: the username is the part of the e-mail before the at-sign.
    expect(api.inputsOf('users.create')).toMatchObject([
      { username: 'lin', email: 'lin@example.com' },
    ]);
  });

  it('remembers the last test account as the next suggestion', async () => {
    localStorage.setItem(
      'stepwise.googleTestAccount',
      JSON.stringify({ name: 'Lin', email: 'lin@example.com' }),
    );
    renderApp('/login', {
      session: signedOut,
      actions: { googleSignInMode: 'test-account' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Lin');
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe(
      'lin@example.com',
    );
  });

  it('closes the dialog on Cancel without signing in', async () => {
    let signIns = 0;
    const router = renderApp('/login', {
      session: signedOut,
      actions: {
        googleSignInMode: 'test-account',
        signInWithGoogle: async () => {
          signIns += 1;
          return grace;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signIns).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the generic text in the form when the backend sync fails', async () => {
    let signedOutAgain = false;
    renderApp('/login', {
      session: signedOut,
      fetch: createTrpcFake({ 'users.create': refuses('INTERNAL_SERVER_ERROR', 'boom') }).fetch,
      actions: {
        signInWithGoogle: async () => grace,
        signOut: async () => {
          signedOutAgain = true;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(signedOutAgain).toBe(true);
  });
});
