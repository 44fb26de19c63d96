import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/env';
import { fromDatabaseRule, INTERNAL_DETAIL, UNAVAILABLE_DETAIL } from '../src/errors';
import { buildTestApp } from './support/app';
import { bearer, emulatorHost, PROJECT_ID, signUpUser, type TestUser } from './support/identity';

let user: TestUser;
beforeAll(async () => {
  user = await signUpUser('errors');
});

describe('failures that are not the caller’s fault', () => {
  let down: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // A database nobody listens on: the app starts (no migrations) and every query fails to connect.
    down = await buildApp({
      env: parseEnv({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:9/stepwise',
        MIGRATE_ON_START: 'false',
        FIREBASE_PROJECT_ID: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        WEB_DIST_DIR: '/nonexistent',
      }),
      logger: false,
    });
  });
  afterAll(() => down?.close());

  it('answers 503 with a detail when the database is down, over REST and tRPC', async () => {
    const rest = await down.inject({
      method: 'GET',
      url: `/api/users/${user.uid}`,
      headers: bearer(user),
    });
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toEqual({ detail: UNAVAILABLE_DETAIL });

    const rpc = await down.inject({
      method: 'GET',
      url: `/trpc/users.get?input=${encodeURIComponent(JSON.stringify({ uid: user.uid }))}`,
      headers: bearer(user),
    });
    expect(rpc.statusCode).toBe(503);
    expect(rpc.json().error.message).toBe(UNAVAILABLE_DETAIL);

    const health = await down.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', db: 'unavailable', auth: 'ok' });
  });
});

describe('unexpected failures', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    // Break the app's own connection pool: the next query throws an internal error.
    await ctx.app.db.destroy();
  });
  afterAll(async () => {
    await ctx?.close().catch(() => {});
  });

  it('answers 500 with a generic detail and no internals, over REST and tRPC', async () => {
    const rest = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.uid}`,
      headers: bearer(user),
    });
    expect(rest.statusCode).toBe(500);
    expect(rest.json()).toEqual({ detail: INTERNAL_DETAIL });

    const rpc = await ctx.app.inject({
      method: 'GET',
      url: `/trpc/users.get?input=${encodeURIComponent(JSON.stringify({ uid: user.uid }))}`,
      headers: bearer(user),
    });
    expect(rpc.statusCode).toBe(500);
    const body = rpc.body;
    expect(JSON.parse(body).error.message).toBe(INTERNAL_DETAIL);
    expect(body).not.toMatch(/destroy|stack|kysely|pg\b|\.ts:/i);
  });
});

describe('rules the database enforces', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  async function failureOf(query: Promise<unknown>): Promise<unknown> {
    try {
      await query;
    } catch (error) {
      return error;
    }
    throw new Error('the query was expected to fail');
  }

  it('become 4xx with a plain detail, not 500', async () => {
    const nul = await failureOf(
      ctx.db
        .insertInto('users')
        .values({ firebase_uid: 'x', username: 'a\u0000b', email: 'e@example.com' })
        .execute(),
    );
    expect(fromDatabaseRule(nul)?.status).toBe(400);
    expect(fromDatabaseRule(nul)?.detail).toMatch(/cannot be stored/);

    await ctx.db
      .insertInto('users')
      .values({ firebase_uid: 'dup', username: 'a', email: 'e@example.com' })
      .execute();
    const duplicate = await failureOf(
      ctx.db
        .insertInto('users')
        .values({ firebase_uid: 'dup', username: 'a', email: 'e@example.com' })
        .execute(),
    );
    expect(fromDatabaseRule(duplicate)?.status).toBe(409);

    const orphan = await failureOf(
      ctx.db.insertInto('projects').values({ firebase_uid: 'nobody', name: 'p' }).execute(),
    );
    expect(fromDatabaseRule(orphan)?.status).toBe(400);

    expect(fromDatabaseRule(new Error('not a database error'))).toBeNull();
  });
});
