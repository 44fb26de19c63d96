import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  deleteOldCounters,
  hitCounter,
} from '../src/db/repositories/rate-limit-counters.repository';
import { parseEnv } from '../src/env';
import { buildTestApp } from './support/app';
import { aPayload, aProjectOf, finalize, trpcCall } from './support/finalize';
import {
  bearer,
  createCreator,
  emulatorHost,
  PROJECT_ID,
  signUpUser,
  type TestUser,
} from './support/identity';
import {
  createUpload,
  detailOf,
  headUpload,
  listen,
  locationOf,
  mp4Bytes,
  patchUpload,
} from './support/uploads';

// Small limits so a test can reach them; the defaults (10, 120, 30 a minute) are in env.ts.
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;
beforeAll(async () => {
  ctx = await buildTestApp({
    RATE_LIMIT_SIGNUP_PER_MINUTE: '2',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '2',
    RATE_LIMIT_FINALIZE_PER_MINUTE: '3',
  });
  base = await listen(ctx.app);
});
afterAll(() => ctx?.close());

function signUpSync(user: TestUser) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/',
    headers: bearer(user),
    payload: { username: 'Limited', email: user.email, firebase_uid: user.uid, is_creator: true },
  });
}

function expectRetryAfter(value: unknown) {
  const seconds = Number(value);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
}

describe('rate limits', () => {
  it('sign-up sync: past the limit a creator gets 429 with a detail and Retry-After, over REST and tRPC alike', async () => {
    const user = await signUpUser('hasty');
    expect((await signUpSync(user)).statusCode).toBe(201);
    expect((await signUpSync(user)).statusCode).toBe(400); // counted, though refused as a duplicate

    const rest = await signUpSync(user);
    expect(rest.statusCode).toBe(429);
    expect(rest.json().detail).toMatch(
      /^Too many account set-up requests: at most 2 a minute\. Please wait \d+ s and try again\.$/,
    );
    expectRetryAfter(rest.headers['retry-after']);

    // The tRPC procedure shares the counter, and a batch path gets a tRPC-shaped error.
    const batch = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/users.create?batch=1',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: JSON.stringify({
        0: { username: 'Limited', email: user.email, firebase_uid: user.uid, is_creator: true },
      }),
    });
    expect(batch.statusCode).toBe(429);
    const [entry] = batch.json();
    expect(entry.error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(entry.error.message).toMatch(/^Too many account set-up requests/);
    expectRetryAfter(batch.headers['retry-after']);
  });

  it('counts each creator apart: one creator at the limit does not slow another on the same address', async () => {
    const first = await signUpUser('first');
    const second = await signUpUser('second');
    for (let i = 0; i < 2; i++) await signUpSync(first);
    expect((await signUpSync(first)).statusCode).toBe(429);
    expect((await signUpSync(second)).statusCode).toBe(201);
  });

  it('finalize: REST and tRPC share one budget; nothing is written by a refused call', async () => {
    const creator = await createCreator(ctx.app, 'finisher');
    const projectId = await aProjectOf(ctx.db, creator);
    const payload = aPayload(creator, projectId);
    expect((await finalize(ctx.app, creator, payload)).statusCode).toBe(200);
    expect((await finalize(ctx.app, creator, payload)).statusCode).toBe(200);
    const viaTrpc = await trpcCall(ctx.app, creator, 'finalize.submit', payload, 'mutation');
    expect(viaTrpc.statusCode).toBe(200);

    const before = await ctx.db
      .selectFrom('steps')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    const changed = { ...payload, project_name: 'Changed' };
    const refused = await finalize(ctx.app, creator, changed);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many projects finished: at most 3 a minute\./);
    const trpcRefused = await trpcCall(ctx.app, creator, 'finalize.submit', changed, 'mutation');
    expect(trpcRefused.statusCode).toBe(429);
    expect(trpcRefused.json().error.data.code).toBe('TOO_MANY_REQUESTS');

    const after = await ctx.db
      .selectFrom('steps')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const project = await ctx.db
      .selectFrom('projects')
      .select('name')
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(project.name).not.toBe('Changed');
  });

  it('checks the input first: invalid calls over tRPC and REST are refused as such and use no budget', async () => {
    const creator = await createCreator(ctx.app, 'typo');
    const projectId = await aProjectOf(ctx.db, creator);
    const invalid = { ...aPayload(creator, projectId), steps: 'not a list' };
    for (let i = 0; i < 5; i++) {
      const rpc = await trpcCall(ctx.app, creator, 'finalize.submit', invalid, 'mutation');
      expect(rpc.statusCode, rpc.body).toBe(400);
      expect(rpc.json().error.data.code).toBe('BAD_REQUEST');
      expect((await finalize(ctx.app, creator, invalid)).statusCode).toBe(422);
    }
    const valid = await trpcCall(
      ctx.app,
      creator,
      'finalize.submit',
      aPayload(creator, projectId),
      'mutation',
    );
    expect(valid.statusCode, valid.body).toBe(200);

    const user = await signUpUser('mistyped');
    const badSignUp = { username: '', email: 'not an e-mail', firebase_uid: user.uid };
    for (let i = 0; i < 4; i++) {
      const rpc = await trpcCall(ctx.app, user, 'users.create', badSignUp, 'mutation');
      expect(rpc.statusCode, rpc.body).toBe(400);
    }
    const signedUp = await trpcCall(
      ctx.app,
      user,
      'users.create',
      { username: 'Mistyped', email: user.email, firebase_uid: user.uid, is_creator: true },
      'mutation',
    );
    expect(signedUp.statusCode, signedUp.body).toBe(200);
  });

  it('uploads: starting one is limited, but an upload already started can still be resumed', async () => {
    const creator = await createCreator(ctx.app, 'uploader');
    const video = { purpose: 'project-video', filename: 'clip.mp4' };
    const bytes = mp4Bytes(64 * 1024);
    const first = await createUpload(base, creator, bytes.length, video);
    expect(first.status).toBe(201);
    expect((await createUpload(base, creator, bytes.length, video)).status).toBe(201);

    const third = await createUpload(base, creator, bytes.length, video);
    expect(third.status).toBe(429);
    expect(await detailOf(third)).toMatch(/^Too many uploads started: at most 2 a minute\./);
    expectRetryAfter(third.headers.get('retry-after'));

    const url = locationOf(base, first);
    const half = 32 * 1024;
    expect((await patchUpload(url, creator, 0, bytes.subarray(0, half))).status).toBe(204);
    expect((await headUpload(url, creator)).headers.get('upload-offset')).toBe(String(half));
    const done = await patchUpload(url, creator, half, bytes.subarray(half));
    // The completing PATCH answers 200 with the stored file's record.
    expect(done.status).toBe(200);
    expect(done.headers.get('upload-offset')).toBe(String(bytes.length));
  });

  it("API instances on one database share each creator's budget", async () => {
    const other = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        DATABASE_URL: ctx.databaseUrl,
        DATABASE_POOL_SIZE: '2',
        FIREBASE_PROJECT_ID: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        WEB_DIST_DIR: '/nonexistent-stepwise-web-dist',
        LOG_LEVEL: 'silent',
        DATA_DIR: ctx.dataDir,
        MEDIA_WORKERS: 'off',
        RATE_LIMIT_SIGNUP_PER_MINUTE: '2',
      }),
      logger: false,
    });
    try {
      const user = await signUpUser('roaming');
      expect((await signUpSync(user)).statusCode).toBe(201);
      const onOther = (app: typeof other) =>
        app.inject({
          method: 'POST',
          url: '/api/users/',
          headers: bearer(user),
          payload: {
            username: 'Roaming',
            email: user.email,
            firebase_uid: user.uid,
            is_creator: true,
          },
        });
      expect((await onOther(other)).statusCode).toBe(400); // the second hit, on the other instance
      expect((await signUpSync(user)).statusCode).toBe(429);
      expect((await onOther(other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('rate-limit counters', () => {
  it('count hits in a window, start again once it is over, and old ones are deleted', async () => {
    const key = `test:${crypto.randomUUID()}`;
    expect((await hitCounter(ctx.db, key, 60_000)).hits).toBe(1);
    const second = await hitCounter(ctx.db, key, 60_000);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(50_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);

    // The same key with a window already over (it began 2 s ago; the window is 1 s).
    await ctx.db
      .updateTable('rate_limit_counters')
      .set({ window_started_at: sql<Date>`now() - interval '2 seconds'` })
      .where('key', '=', key)
      .execute();
    expect(await hitCounter(ctx.db, key, 1_000)).toEqual({ hits: 1, ttlMs: 1_000 });

    const stale = `test:${crypto.randomUUID()}`;
    await ctx.db
      .insertInto('rate_limit_counters')
      .values({ key: stale, hits: 5, window_started_at: sql<Date>`now() - interval '20 minutes'` })
      .execute();
    await deleteOldCounters(ctx.db, 10 * 60_000);
    const left = await ctx.db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', 'in', [key, stale])
      .execute();
    expect(left).toEqual([{ key }]);
  });
});
