import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuthEmulatorOnFreePorts } from '../../scripts/lib/emulator.mjs';
import { ROOT } from '../../scripts/lib/proc.mjs';

/**
 * `npm test` passes the run's Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) and database
 * (TEST_DATABASE_URL); run on their own (`pnpm --filter @stepwise/e2e system`), the tests start an
 * emulator here and use the PostgreSQL server at 127.0.0.1:5432.
 */
export default async function globalSetup() {
  for (const entry of ['server.js', 'worker.js']) {
    if (!existsSync(join(ROOT, 'apps', 'api', 'dist', entry))) {
      throw new Error(`apps/api/dist/${entry} is missing: build the API first (pnpm build)`);
    }
  }
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'stepwise-system-auth-'));
  const emulator = await startAuthEmulatorOnFreePorts(join(dir, 'auth-emulator.log'));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return async () => {
    await emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
