import { type CreateUserInput, messages, socialUsername } from '@stepwise/contracts';
import { isPopupDismissed, loginFailureMessage } from '@/features/auth/auth-errors';
import type { AuthActions, GoogleTestAccount } from '@/features/auth/session';
import { describeApiFailure } from '@/lib/api-failure';

/** A sign-in failed; `message` is the spec text to show in the login form. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
}

export async function signInWithEmail(
  email: string,
  password: string,
  auth: Pick<AuthActions, 'signIn'>,
): Promise<void> {
  try {
    await auth.signIn(email.trim(), password);
  } catch (error) {
    throw new SignInError(loginFailureMessage(error));
  }
}

export interface GoogleSignInDeps {
  auth: Pick<AuthActions, 'signInWithGoogle' | 'signOut'>;
  createBackendUser: (input: CreateUserInput) => Promise<unknown>;
  /** The account chosen in the test-account dialog (Auth emulator only). */
  testAccount?: GoogleTestAccount;
}

/** A backend answer meaning "this user already exists", which a returning user gets. */
function isAlreadyExists(error: unknown): boolean {
  const failure = describeApiFailure(error);
  return failure.kind === 'rejected' && (failure.code === 'BAD_REQUEST' || failure.status === 400);
}

/**
 * Google sign-in (the popup, or the chosen test account against the emulator), then the backend
 * sync of spec 7 (tolerating "already exists"). Resolves 'cancelled' when the person closed the
 * popup. On a failed sync the session is ended again, so nobody is left signed in without a
 * backend user; the form shows the generic text (spec 8: 'Could not get user details from Google
 * Sign-In.' and 'Failed to sync user with backend.' both show it).
 */
export async function signInWithGoogleAndSync({
  auth,
  createBackendUser,
  testAccount,
}: GoogleSignInDeps): Promise<'signed-in' | 'cancelled'> {
  let user: Awaited<ReturnType<typeof auth.signInWithGoogle>>;
  try {
    user = await auth.signInWithGoogle(testAccount);
  } catch (error) {
    if (isPopupDismissed(error)) return 'cancelled';
    throw new SignInError(loginFailureMessage(error));
  }

  try {
    if (!user.email) throw new Error(messages.login.googleNoDetails);
    await createBackendUser({
      firebase_uid: user.uid,
      email: user.email,
      username: socialUsername(user.displayName, user.email),
      is_creator: true,
    }).catch((error: unknown) => {
      if (!isAlreadyExists(error)) throw new Error(messages.login.syncFailed, { cause: error });
    });
  } catch (error) {
    console.error(error);
    await auth.signOut().catch(() => undefined);
    throw new SignInError(messages.login.unexpected);
  }
  return 'signed-in';
}
