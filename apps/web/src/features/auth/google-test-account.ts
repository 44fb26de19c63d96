import type { GoogleTestAccount } from '@/features/auth/session';

/**
 * The Google ID token the Auth emulator accepts for a test account: not a signed JWT but the
 * claims as JSON. `sub` (Google's account id) comes from the e-mail, so the same e-mail always
 * signs in to the same account. A blank name is left out, as Google does for a profile without
 * one, so the username falls back to the part of the e-mail before the at-sign.
 */
export function googleTestIdToken(account: GoogleTestAccount): string {
  const email = account.email.trim().toLowerCase();
  const name = account.name.trim();
  return JSON.stringify({
    sub: `test-google-${email}`,
    email,
    email_verified: true,
    ...(name ? { name } : {}),
  });
}

const STORAGE_KEY = 'stepwise.googleTestAccount';

/** What the test-account dialog offers first: the account used last time on this browser. */
export const DEFAULT_TEST_ACCOUNT: GoogleTestAccount = {
  name: 'Test Creator',
  email: 'test.creator@example.com',
};

function isAccount(value: unknown): value is GoogleTestAccount {
  if (typeof value !== 'object' || value === null) return false;
  const { name, email } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof email === 'string' && email.includes('@');
}

export function suggestedTestAccount(storage: Storage | undefined = globalThis.localStorage) {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    return isAccount(saved) ? { name: saved.name, email: saved.email } : DEFAULT_TEST_ACCOUNT;
  } catch {
    return DEFAULT_TEST_ACCOUNT;
  }
}

export function rememberTestAccount(
  account: GoogleTestAccount,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(
      STORAGE_KEY,
      JSON.stringify({ name: account.name.trim(), email: account.email.trim() }),
    );
  } catch {
    // Storage full or blocked (private mode): the suggestion simply is not remembered.
  }
}
