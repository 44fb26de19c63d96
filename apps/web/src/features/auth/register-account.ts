import { type CreateUserInput, messages, validateRegisterForm } from '@stepwise/contracts';
import { registerFailureMessage } from '@/features/auth/auth-errors';
import type { AuthActions, SessionUser } from '@/features/auth/session';
import { describeApiFailure } from '@/lib/api-failure';

export interface RegisterFields {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterDeps {
  auth: Pick<AuthActions, 'signUp' | 'deleteCurrentUser'>;
  createBackendUser: (input: CreateUserInput) => Promise<unknown>;
}

/** A registration step failed; `message` is the spec text to show. */
export class RegistrationError extends Error {
  override readonly name = 'RegistrationError';
}

/** The spec 8 text for a failed `users.create` at registration. */
export function backendFailureMessage(error: unknown): string {
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') return messages.register.networkError;
  if (failure.detail) return failure.detail;
  if (failure.status !== undefined) return messages.register.backendFailed(failure.status);
  return messages.register.unexpected;
}

/**
 * Spec 4/5 registration: validate (passwords match, then username), create the identity account
 * with the username as display name, then the backend user record. If the backend refuses, the
 * fresh identity account is removed again so the person can simply retry with the same e-mail.
 */
export async function registerAccount(
  fields: RegisterFields,
  { auth, createBackendUser }: RegisterDeps,
): Promise<SessionUser> {
  const invalid = validateRegisterForm(fields);
  if (invalid) throw new RegistrationError(invalid);

  const email = fields.email.trim();
  const username = fields.username.trim();

  let user: SessionUser;
  try {
    user = await auth.signUp(email, fields.password, username);
  } catch (error) {
    throw new RegistrationError(registerFailureMessage(error));
  }
  if (!user.uid || !user.email) {
    await auth.deleteCurrentUser().catch(() => undefined);
    throw new RegistrationError(messages.register.unexpected);
  }

  try {
    await createBackendUser({
      username,
      email: user.email,
      firebase_uid: user.uid,
      is_creator: true,
    });
  } catch (error) {
    await auth.deleteCurrentUser().catch(() => undefined);
    throw new RegistrationError(backendFailureMessage(error));
  }
  return user;
}
