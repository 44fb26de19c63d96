import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { bearer, createCreator, type TestUser } from './support/identity';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  user = await createCreator(ctx.app, 'bodies');
});
afterAll(() => ctx?.close());

const json = { 'content-type': 'application/json' };

describe('JSON bodies', () => {
  it('treat an empty body with a JSON content type as no body', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.uid}`,
      headers: { ...bearer(user), ...json },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answer malformed JSON with 400 and a detail', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { ...bearer(user), ...json },
      payload: '{"username": "unterminated',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('refuse prototype poisoning', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { ...bearer(user), ...json },
      payload: '{"username":"x","__proto__":{"is_creator":false}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answer a body over the limit with 413 and a detail', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { ...bearer(user), ...json },
      payload: JSON.stringify({ username: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('unreadable addresses', () => {
  it('answer broken percent-encoding with 400 and a detail', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/%E0%A4%A',
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/not valid/);
  });
});
