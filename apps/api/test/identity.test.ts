import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './support/app';
import { bearer, signUpUser, type TestUser } from './support/identity';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ AUTH_VERIFY_CACHE_MS: '1000' });
  [alice, bob] = await Promise.all([signUpUser('alice'), signUpUser('bob')]);
});
afterAll(() => ctx?.close());

function createBody(user: TestUser, username = 'Alice') {
  return { username, email: user.email, firebase_uid: user.uid, is_creator: true };
}

describe('identity on /api', () => {
  it('refuses a request with no token: 401 with a detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.uid}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/Sign-in required/);
  });

  it('refuses a malformed Authorization header', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${alice.uid}`,
      headers: { authorization: `Token ${alice.idToken}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/Malformed Authorization header/);
  });

  it('refuses a token that is not a Firebase ID token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${alice.uid}`,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/Invalid sign-in token/);
  });

  it("refuses user A's token used with user B's uid: 403, in the path and in the body", async () => {
    const byPath = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${bob.uid}`,
      headers: bearer(alice),
    });
    expect(byPath.statusCode).toBe(403);
    expect(byPath.json().detail).toMatch(/only access your own/);

    const byBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: bearer(alice),
      payload: createBody(bob),
    });
    expect(byBody.statusCode).toBe(403);
    const stored = await ctx.db
      .selectFrom('users')
      .select('firebase_uid')
      .where('firebase_uid', '=', bob.uid)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('accepts the verified user and refuses the token once revoked (after the verify cache)', async () => {
    const user = await signUpUser('revoked');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: bearer(user),
      payload: createBody(user, 'Soon revoked'),
    });
    expect(created.statusCode).toBe(201);

    // Revocation is recorded in whole seconds: revoke two seconds after the sign-up, past the
    // emulator's own sign-up stamp (next test).
    await new Promise((r) => setTimeout(r, 2_100));
    await ctx.app.identity.auth.revokeRefreshTokens(user.uid);
    // A verified token is trusted again for AUTH_VERIFY_CACHE_MS (1 s in this file).
    await new Promise((r) => setTimeout(r, 1_100));

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.uid}`,
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/revoked/);
  });
});

describe('identity against the Auth emulator', () => {
  it("accepts a sign-up's token whose 'valid since' the emulator stamped in the next second", async () => {
    // The emulator takes the token's sign-in time first and stamps the account's "valid since"
    // later in the same call: on a busy machine the two fall in different seconds. Recreate that
    // on purpose: stamp "valid since" just after the sign-in's second ends.
    const user = await signUpUser('second-boundary');
    const { auth_time: signedIn } = await ctx.app.identity.auth.verifyIdToken(user.idToken);
    await new Promise((r) => setTimeout(r, Math.max(0, (signedIn + 1) * 1000 + 20 - Date.now())));
    await ctx.app.identity.auth.revokeRefreshTokens(user.uid);
    const stamped = await ctx.app.identity.auth.getUser(user.uid);
    // The setup held: "valid since" is the second after the sign-in (and the creation).
    expect(Date.parse(stamped.tokensValidAfterTime ?? '') / 1000).toBe(signedIn + 1);
    await expect(ctx.app.identity.auth.verifyIdToken(user.idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: bearer(user),
      payload: createBody(user, 'Signed up on a second boundary'),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('verifying tokens', () => {
  it('verifies a token once for requests that arrive together, and each once more after the cache', async () => {
    const user = await signUpUser('together');
    // A spy that calls through: the emulator still verifies every token it is asked about.
    const verifyIdToken = vi.spyOn(ctx.app.identity.auth, 'verifyIdToken');
    try {
      const reads = () =>
        Promise.all(
          Array.from({ length: 8 }, () =>
            ctx.app.inject({ method: 'GET', url: `/api/users/${user.uid}`, headers: bearer(user) }),
          ),
        );
      const first = await reads();
      // Not registered yet: every request got past identity to the 404 of the missing user.
      expect(first.map((res) => res.statusCode)).toEqual(Array(8).fill(404));
      expect(verifyIdToken).toHaveBeenCalledTimes(1);
      await new Promise((r) => setTimeout(r, 1_100));
      await reads();
      expect(verifyIdToken).toHaveBeenCalledTimes(2);
      // A bad token is refused for each of its requests alike.
      const refused = await Promise.all(
        Array.from({ length: 3 }, () =>
          ctx.app.inject({
            method: 'GET',
            url: `/api/users/${user.uid}`,
            headers: { authorization: 'Bearer not.a.token' },
          }),
        ),
      );
      expect(refused.map((res) => res.statusCode)).toEqual([401, 401, 401]);
      expect(verifyIdToken).toHaveBeenCalledTimes(3);
    } finally {
      verifyIdToken.mockRestore();
    }
  });
});

describe('identity on /trpc', () => {
  it('refuses a call with no token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/trpc/users.get?input=${encodeURIComponent(JSON.stringify({ uid: alice.uid }))}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/Sign-in required/);
  });

  it("refuses another user's uid with FORBIDDEN", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/trpc/users.get?input=${encodeURIComponent(JSON.stringify({ uid: bob.uid }))}`,
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.data.code).toBe('FORBIDDEN');
  });
});
