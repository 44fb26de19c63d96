import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/features/auth/session';
import { apiAfterSignIn } from '@/features/auth/test/api-after-sign-in';
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
      fetch: apiAfterSignIn().fetch,
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
    await screen.findByRole('heading', { level: 1, name: 'My Projects' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/my-projects');
    // The success message stays 2 s (spec 9) before the redirect: a longer test than most.
  }, 15_000);

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

  it('says a blank username is required (no browser block) once the passwords match', async () => {
    renderApp('/register', { session: signedOut, actions: { signUp: async () => ada } });
    await screen.findByRole('heading', { level: 1, name: 'Create a New Account' });
    const username = screen.getByLabelText('Username') as HTMLInputElement;
    expect(username.required).toBe(false);
    expect(username.getAttribute('aria-required')).toBe('true');
    fill('Email', 'ada@example.com');
    fill('Username', '   ');
    fill('Password', 'secret-pass');
    fill('Confirm Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Username is required.');
  });

  it('has the fields of spec 2 and the Continue link to /login', async () => {
    renderApp('/register', { session: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Create a New Account' });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect([email.type, email.required]).toEqual(['email', true]);
    expect((screen.getByLabelText('Password') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Confirm Password') as HTMLInputElement).type).toBe('password');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['auth/email-already-in-use', 'This email is already in use. Please use a different email.'],
    ['auth/weak-password', 'The password is too weak. Please use a stronger password.'],
  ])('shows %s as its text and returns to idle', async (code, text) => {
    renderApp('/register', {
      session: signedOut,
      actions: { signUp: () => Promise.reject(Object.assign(new Error(code), { code })) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create a New Account' });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveProperty('disabled', false);
  });
});
