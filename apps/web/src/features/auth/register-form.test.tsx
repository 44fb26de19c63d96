import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/features/auth/session';
import { renderApp, signedOut } from '@/test/render-app';

const ada: SessionUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'ada',
  photoURL: null,
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillForm(confirm = 'secret-pass') {
  fill('Email', 'ada@example.com');
  fill('Username', 'ada');
  fill('Password', 'secret-pass');
  fill('Confirm Password', confirm);
}

const okUser = async () =>
  new Response(JSON.stringify([{ result: { data: {} } }]), {
    headers: { 'content-type': 'application/json' },
  });

describe('RegisterForm', () => {
  it('is busy while signing up, then confirms and goes to /home', async () => {
    let finishSignUp: (user: SessionUser) => void = () => undefined;
    const router = renderApp('/register', {
      session: signedOut,
      actions: (setSession) => ({
        signUp: () =>
          new Promise<SessionUser>((resolve) => {
            finishSignUp = (user) => {
              setSession({ status: 'signed-in', user });
              resolve(user);
            };
          }),
      }),
      fetch: okUser,
    });
    await screen.findByRole('heading', { level: 1, name: 'Create a New Account' });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const busy = await screen.findByRole('button', { name: 'Signing Up...' });
    expect(busy).toHaveProperty('disabled', true);

    finishSignUp(ada);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Registration successful! You will be redirected.',
    );
    // Signed in by now, yet the register screen stays until its own redirect.
    expect(router.state.location.pathname).toBe('/register');
    await screen.findByRole('heading', { level: 1, name: 'My Projects' }, { timeout: 4000 });
    expect(router.state.location.pathname).toBe('/my-projects');
  });

  it('shows the first validation message in an alert and stays put', async () => {
    let signUps = 0;
    const router = renderApp('/register', {
      session: signedOut,
      actions: {
        signUp: async () => {
          signUps += 1;
          return ada;
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create a New Account' });
    fillForm('another-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Passwords do not match. Please try again.',
    );
    expect(signUps).toBe(0);
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveProperty('disabled', false);
  });
});
