import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm test` starts one Auth emulator for the whole run and passes FIREBASE_AUTH_EMULATOR_HOST.
 * When the api's tests run on their own (`pnpm --filter @stepwise/api test`), start one here.
 */
export default async function setup() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return undefined;
  // @ts-expect-error: plain .mjs shared with the start/test scripts, no declarations
  const { startAuthEmulatorOnFreePorts } = await import('../../../../scripts/lib/emulator.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'stepwise-api-test-'));
  const emulator = await startAuthEmulatorOnFreePorts(join(dir, 'auth-emulator.log'));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return () => emulator.stop();
}
