import { TEXT_LIMITS, tooLongMessage } from './limits';
import { messages } from './messages';
import type { RegisterForm } from './users';

/**
 * The sign-up and sign-in texts chosen from what the user typed or the identity provider
 * answered (spec 5, 8). No zod here: the sign-in screens import these without the schemas.
 */

/**
 * The username sent after a social sign-in: the display name, else the e-mail before the '@',
 * cut to the username limit (a long display name must not stop the account from being made).
 */
export function socialUsername(displayName: string | null | undefined, email: string): string {
  const name = displayName?.trim() || (email.split('@')[0] ?? email);
  if (name.length <= TEXT_LIMITS.username) return name;
  // Cut without leaving half of a surrogate pair (an emoji) at the end.
  return name
    .slice(0, TEXT_LIMITS.username)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}

/** The register form's message for a username over the limit. */
export const usernameTooLong = tooLongMessage('Username', TEXT_LIMITS.username);

/** Returns the first register-form message of spec 5, or null when the form may be submitted. */
export function validateRegisterForm(form: RegisterForm): string | null {
  if (form.password !== form.confirmPassword) return messages.register.passwordsDoNotMatch;
  if (!form.username.trim()) return messages.register.usernameRequired;
  if (form.username.trim().length > TEXT_LIMITS.username) return usernameTooLong;
  return null;
}

/** Identity-provider error code -> the register message of spec 8. */
export function registerErrorMessage(code: string | null | undefined): string {
  switch (code) {
    case 'auth/email-already-in-use':
      return messages.register.emailInUse;
    case 'auth/invalid-email':
      return messages.register.invalidEmail;
    case 'auth/weak-password':
      return messages.register.weakPassword;
    default:
      return messages.register.unexpected;
  }
}

/** Identity-provider error code -> the login message of spec 8. */
export function loginErrorMessage(code: string | null | undefined): string {
  switch (code) {
    case 'auth/wrong-password':
      return messages.login.wrongPassword;
    case 'auth/user-not-found':
      return messages.login.userNotFound;
    case 'auth/invalid-email':
      return messages.login.invalidEmail;
    case 'auth/user-disabled':
      return messages.login.userDisabled;
    default:
      return messages.login.unexpected;
  }
}
