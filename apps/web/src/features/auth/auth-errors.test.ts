import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  authErrorCode,
  isPopupDismissed,
  loginFailureMessage,
  registerFailureMessage,
} from '@/features/auth/auth-errors';

/** What the identity provider throws: an Error carrying a `code`. */
function providerError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('authErrorCode', () => {
  it('reads the provider code of a thrown error', () => {
    expect(authErrorCode(providerError('auth/weak-password'))).toBe('auth/weak-password');
  });

  it('ignores errors that are not identity-provider errors', () => {
    expect(authErrorCode(new Error('boom'))).toBeUndefined();
    expect(authErrorCode({ code: 'ECONNRESET' })).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
  });
});

describe('registerFailureMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'This email is already in use. Please use a different email.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/weak-password', 'The password is too weak. Please use a stronger password.'],
    [
      'auth/network-request-failed',
      'Network error: Could not connect to the backend server. Please try again later.',
    ],
    ['auth/operation-not-allowed', 'An unexpected error occurred. Please try again.'],
  ])('maps %s to the spec text', (code, text) => {
    expect(registerFailureMessage(providerError(code))).toBe(text);
  });

  it('gives the generic text for an error without a code', () => {
    expect(registerFailureMessage(new TypeError('x is undefined'))).toBe(
      messages.register.unexpected,
    );
  });
});

describe('loginFailureMessage', () => {
  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/user-not-found', 'No account found with this email.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/user-disabled', 'This account has been disabled.'],
    [
      'auth/network-request-failed',
      'Network error: Could not connect to the backend server. Please try again later.',
    ],
    // Wrong password or unknown user, indistinguishable: neither specific text would be honest.
    ['auth/invalid-credential', 'An unexpected error occurred. Please try again.'],
    ['auth/too-many-requests', 'An unexpected error occurred. Please try again.'],
  ])('maps %s to the spec text', (code, text) => {
    expect(loginFailureMessage(providerError(code))).toBe(text);
  });
});

describe('isPopupDismissed', () => {
  it('recognises a closed or replaced popup', () => {
    expect(isPopupDismissed(providerError('auth/popup-closed-by-user'))).toBe(true);
    expect(isPopupDismissed(providerError('auth/cancelled-popup-request'))).toBe(true);
    expect(isPopupDismissed(providerError('auth/popup-blocked'))).toBe(false);
  });
});
