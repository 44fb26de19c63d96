import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { bearer, signUpUser } from './support/identity';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx?.close());

describe('users over REST', () => {
  it('creates the verified user as a creator, then answers 400 with a detail for a second create', async () => {
    const user = await signUpUser('maker');
    const payload = {
      username: '  Maker  ',
      email: user.email,
      firebase_uid: user.uid,
      is_creator: true,
    };

    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: bearer(user),
      payload,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      user_id: user.uid,
      username: 'Maker',
      email: user.email,
      affiliation: null,
      is_creator: true,
      profile_photo_url: null,
    });

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: bearer(user),
      payload,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('User already exists.');

    const got = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.uid}`,
      headers: bearer(user),
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().username).toBe('Maker');
  });

  it('validates the body: a blank username is a 400 with the spec text', async () => {
    const user = await signUpUser('blank');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: bearer(user),
      payload: { username: '   ', email: user.email, firebase_uid: user.uid, is_creator: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('Username is required.');
  });

  it('answers 404 with a detail for a signed-in account that has no record yet', async () => {
    const user = await signUpUser('norecord');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.uid}`,
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/sign up/i);
  });
});

describe('users over tRPC', () => {
  it('creates and reads the same user through the same service', async () => {
    const user = await signUpUser('trpc');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/users.create',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: {
        username: 'Via tRPC',
        email: user.email,
        firebase_uid: user.uid,
        is_creator: true,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().result.data.username).toBe('Via tRPC');

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/users.create',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: {
        username: 'Via tRPC',
        email: user.email,
        firebase_uid: user.uid,
        is_creator: true,
      },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('User already exists.');
  });
});
