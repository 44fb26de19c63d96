import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayHavePersistedUser } from '@/features/auth/lazy-auth';

/**
 * Whether the app may skip Firebase at start: only when it can tell that nobody is signed in.
 * jsdom has no IndexedDB; the tests give it the one call the check makes, `databases()`.
 */
function withDatabases(names: string[] | Error) {
  vi.stubGlobal('indexedDB', {
    databases: async () => {
      if (names instanceof Error) throw names;
      return names.map((name) => ({ name, version: 1 }));
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('mayHavePersistedUser', () => {
  it('is false only when Firebase has never stored anything in this browser', async () => {
    withDatabases(['some-other-db']);
    expect(await mayHavePersistedUser()).toBe(false);
  });

  it("is true when Firebase's IndexedDB database exists", async () => {
    withDatabases(['firebaseLocalStorageDb']);
    expect(await mayHavePersistedUser()).toBe(true);
  });

  it('is true when a user is kept in local or session storage', async () => {
    withDatabases([]);
    window.sessionStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    expect(await mayHavePersistedUser()).toBe(true);
  });

  it('is true when the browser cannot tell (no databases(), or it fails)', async () => {
    vi.stubGlobal('indexedDB', {});
    expect(await mayHavePersistedUser()).toBe(true);
    withDatabases(new Error('blocked'));
    expect(await mayHavePersistedUser()).toBe(true);
  });
});
