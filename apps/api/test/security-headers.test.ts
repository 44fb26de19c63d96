import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { bearer, createCreator, type TestUser } from './support/identity';

/** Helmet's headers, built once at start (plugins/security-headers.ts), on every kind of reply. */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'false' });
  user = await createCreator(ctx.app, 'headers');
});
afterAll(() => ctx?.close());

const expected = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['a public route', '/healthz', false, 200],
    ['a read of the API', '/api/users/{uid}/projects', true, 200],
    ['a refused call', '/api/users/{uid}/projects', false, 401],
    ['an unknown path', '/api/no-such-path', true, 404],
  ])('are on %s', async (_what, path, signedIn, status) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: path.replace('{uid}', user.uid),
      headers: signedIn ? bearer(user) : {},
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(expected);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://apis.google.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('are the same on every request (built once, not per request)', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const second = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
  });
});
