import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app';
import { parseEnv } from '../../src/env';
import { freshDatabase } from './database';
import { emulatorHost, PROJECT_ID } from './identity';

/** The real app on a freshly migrated database and the real Auth emulator. */
export async function buildTestApp(overrides: Record<string, string> = {}) {
  const database = await freshDatabase();
  // Files, the URL-signing key and anything else the app keeps on disk: a folder per app.
  const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-test-data-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    WEB_DIST_DIR: '/nonexistent-stepwise-web-dist',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The media job queue starts on first use; tests of the jobs turn the workers on.
    MEDIA_WORKERS: 'off',
    ...overrides,
  });
  const app = await buildApp({ env, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    databaseUrl: database.url,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
