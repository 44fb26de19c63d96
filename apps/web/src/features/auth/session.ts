/** The signed-in person as the screens see them: a plain snapshot of the identity-provider user. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** 'loading' lasts until the identity provider has reported its first auth state. */
export type AuthSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

/** A made-up Google account to sign in with against the Auth emulator (no real Google). */
export interface GoogleTestAccount {
  /** The Google profile name; blank means none (the username then comes from the e-mail). */
  name: string;
  email: string;
}

/**
 * How 'Continue with Google' signs in: the Google popup with a real Firebase project, or a test
 * account the person types in when the app runs against the offline Auth emulator.
 */
export type GoogleSignInMode = 'popup' | 'test-account';

/** Everything the screens ask of the identity provider. Errors keep the provider's `code`. */
export interface AuthActions {
  /** Starts loading the identity provider, when the person begins to use a sign-in form. */
  prepare?(): void;
  /** Creates an e-mail/password account, signs it in and sets its display name. */
  signUp(email: string, password: string, displayName: string): Promise<SessionUser>;
  signIn(email: string, password: string): Promise<SessionUser>;
  /** 'popup' when absent. */
  readonly googleSignInMode?: GoogleSignInMode;
  /** The popup, or (in 'test-account' mode) a sign-in as the given test account. */
  signInWithGoogle(testAccount?: GoogleTestAccount): Promise<SessionUser>;
  /** Removes the signed-in account (used to undo a half-finished registration). */
  deleteCurrentUser(): Promise<void>;
  signOut(): Promise<void>;
}

/** The name shown in 'Welcome,': the display name, else the e-mail. */
export function sessionDisplayName(user: SessionUser): string {
  return user.displayName?.trim() || user.email || '';
}
