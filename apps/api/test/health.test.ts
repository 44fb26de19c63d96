import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/env';
import { buildTestApp } from './support/app';
import { emulatorHost, PROJECT_ID } from './support/identity';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx?.close());

describe('GET /healthz', () => {
  it('is public and reports ok when the database and identity service answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', auth: 'ok' });
  });

  it('answers 503 naming the identity service when it cannot be reached', async () => {
    // firebase-admin reads the emulator's address from the process environment: restore it after.
    const realEmulator = emulatorHost();
    // A port nothing listens on: the identity service is down.
    const app = await buildApp({
      env: parseEnv({
        DATABASE_URL: ctx.databaseUrl,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
        WEB_DIST_DIR: '/nonexistent',
      }),
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', db: 'ok', auth: 'unavailable' });
    } finally {
      await app.close();
      process.env.FIREBASE_AUTH_EMULATOR_HOST = realEmulator;
    }
  });
});

describe('configuration', () => {
  it('refuses emulator mode unless the project id starts with demo-', () => {
    expect(() =>
      parseEnv({
        DATABASE_URL: 'postgres://x@127.0.0.1/db',
        FIREBASE_PROJECT_ID: 'stepwise-prod',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/only allowed with a demo- project id/);
  });

  it('refuses a demo- project without the emulator: its tokens could never be verified', () => {
    expect(() =>
      parseEnv({ DATABASE_URL: 'postgres://x@127.0.0.1/db', FIREBASE_PROJECT_ID: 'demo-stepwise' }),
    ).toThrow(/demo- project exists only in the Auth emulator/);
  });

  it('starts a real project on the platform default credentials (no key given)', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://x@127.0.0.1/db',
      FIREBASE_PROJECT_ID: 'stepwise-prod',
      STORAGE_DRIVER: 'gcs',
      STORAGE_BUCKET: 'stepwise-prod.firebasestorage.app',
    });
    expect(env.FIREBASE_PROJECT_ID).toBe('stepwise-prod');
    expect(env.GOOGLE_APPLICATION_CREDENTIALS).toBeUndefined();
    expect(env.FIREBASE_SERVICE_ACCOUNT_JSON).toBeUndefined();
  });

  it('serves the public Firebase web configuration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firebase: {
        apiKey: 'demo-key',
        authDomain: 'demo-stepwise.firebaseapp.com',
        projectId: PROJECT_ID,
      },
      authEmulatorUrl: `http://${emulatorHost()}`,
    });
  });

  it('bounds slow senders but never cuts a request waiting for a long reply (regenerate)', () => {
    const server = ctx.app.server;
    expect(server.timeout).toBe(0);
    expect(server.requestTimeout).toBe(120_000);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(60_000);
    expect(server.keepAliveTimeout).toBe(72_000);
  });

  it('answers unknown API paths with 404 and a detail, never a page', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/No route/);
  });
});
