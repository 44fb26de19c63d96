import { describe, expect, it } from 'vitest';
import { accountTypeLabel, affiliationLabel } from './profile';
import {
  createUserInputSchema,
  loginErrorMessage,
  registerErrorMessage,
  registerFormSchema,
  socialUsername,
  validateRegisterForm,
} from './users';

const form = { email: 'a@b.co', username: 'ann', password: 'secret1', confirmPassword: 'secret1' };

describe('register', () => {
  it('checks passwords first, then the username', () => {
    expect(validateRegisterForm(form)).toBeNull();
    expect(validateRegisterForm({ ...form, username: ' ', confirmPassword: 'other' })).toBe(
      'Passwords do not match. Please try again.',
    );
    expect(validateRegisterForm({ ...form, username: '  ' })).toBe('Username is required.');
    const parsed = registerFormSchema.safeParse({ ...form, confirmPassword: 'x' });
    expect(parsed.error?.issues[0]?.message).toBe('Passwords do not match. Please try again.');
  });

  it('the backend payload marks every new user a creator', () => {
    const data = createUserInputSchema.parse({
      username: 'ann',
      email: 'a@b.co',
      firebase_uid: 'u1',
    });
    expect(data.is_creator).toBe(true);
    expect(
      createUserInputSchema.safeParse({ username: 'ann', email: 'nope', firebase_uid: 'u1' }).error
        ?.issues[0]?.message,
    ).toBe('Please enter a valid email address.');
  });

  it('derives the social username', () => {
    expect(socialUsername('Ann Lee', 'ann@x.io')).toBe('Ann Lee');
    expect(socialUsername(null, 'ann.lee@x.io')).toBe('ann.lee');
  });

  it('maps identity errors to the spec messages', () => {
    expect(registerErrorMessage('auth/email-already-in-use')).toBe(
      'This email is already in use. Please use a different email.',
    );
    expect(registerErrorMessage('auth/something-else')).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(loginErrorMessage('auth/wrong-password')).toBe('Incorrect password. Please try again.');
    expect(loginErrorMessage('auth/user-disabled')).toBe('This account has been disabled.');
  });
});

describe('profile labels', () => {
  it('shows account type and affiliation', () => {
    expect(accountTypeLabel(true)).toBe('Creator Account');
    expect(accountTypeLabel(false)).toBe('Standard Account');
    expect(affiliationLabel('')).toBe('Not specified');
    expect(affiliationLabel('MIT')).toBe('MIT');
  });
});
