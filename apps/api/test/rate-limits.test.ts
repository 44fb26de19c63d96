import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { aPayload, aProjectOf, finalize, trpcCall } from './support/finalize';
import { bearer, createCreator, signUpUser, type TestUser } from './support/identity';
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
});
