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

/** Everything the screens ask of the identity provider. Errors keep the provider's `code`. */
export interface AuthActions {
  /** Creates an e-mail/password account, signs it in and sets its display name. */
  signUp(email: string, password: string, displayName: string): Promise<SessionUser>;
  signIn(email: string, password: string): Promise<SessionUser>;
  signInWithGoogle(): Promise<SessionUser>;
  /** Removes the signed-in account (used to undo a half-finished registration). */
  deleteCurrentUser(): Promise<void>;
  signOut(): Promise<void>;
}

/** The name shown in 'Welcome,': the display name, else the e-mail. */
export function sessionDisplayName(user: SessionUser): string {
  return user.displayName?.trim() || user.email || '';
}
