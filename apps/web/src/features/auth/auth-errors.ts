import { loginErrorMessage, messages, registerErrorMessage } from '@stepwise/contracts';

/** The identity provider's error code (`auth/...`) of a thrown error, if it has one. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string' && code.startsWith('auth/')) return code;
  }
  return undefined;
}

const NETWORK_FAILED = 'auth/network-request-failed';

/** Sign-up failure -> spec 8 'Registration' text. */
export function registerFailureMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === NETWORK_FAILED) return messages.register.networkError;
  return registerErrorMessage(code);
}

/**
 * Sign-in failure -> spec 8 'Login' text.
 *
 * `auth/invalid-credential` is what the identity provider answers for both a wrong password and an
 * unknown e-mail once e-mail enumeration protection is on (the default for new projects), so it
 * cannot honestly say 'Incorrect password.' nor 'No account found with this email.'. It gets the
 * generic 'An unexpected error occurred. Please try again.' text, as the spec prescribes for codes
 * it does not name.
 */
export function loginFailureMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === NETWORK_FAILED) return messages.register.networkError;
  return loginErrorMessage(code);
}

/** The person closed or replaced the Google popup: not an error worth a banner. */
export function isPopupDismissed(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
