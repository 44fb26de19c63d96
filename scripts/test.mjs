#!/usr/bin/env node
// `npm test`: installs what is missing, then runs lint, typecheck, unit, integration and
// end-to-end tests against real services: PostgreSQL (or embedded PGlite), the Firebase Auth
// emulator and Debian's Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureDebianPackages,
  ensurePnpm,
  installPackages,
  nodeIsSupported,
} from './lib/bootstrap.mjs';
import { TEST_DEBIAN_PACKAGES } from './lib/debian-packages.mjs';
import { freePort } from './lib/ports.mjs';
import { ROOT, run, say } from './lib/proc.mjs';

nodeIsSupported();
ensurePnpm();
ensureDebianPackages(TEST_DEBIAN_PACKAGES);
installPackages();

const started = [];
async function stopAll() {
  for (const part of started.reverse()) await part.stop().catch((e) => console.error(e.message));
  started.length = 0;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}

const turbo = (args, env = {}) =>
  run('pnpm', ['exec', 'turbo', 'run', ...args, '--concurrency=2', '--output-logs=new-only'], {
    env: { ...env, FORCE_COLOR: '1' },
    allowFailure: true,
  });

const failed = [];
try {
  say('1/4 lint and typecheck');
  if (turbo(['lint', 'typecheck']) !== 0) failed.push('lint/typecheck');
  const rootFiles = ['scripts', '.ci', 'package.json', 'turbo.json', 'biome.json'];
  const rootCheck = ['exec', 'biome', 'check', '--error-on-warnings', ...rootFiles];
  if (run('pnpm', rootCheck, { allowFailure: true }) !== 0) failed.push('lint (scripts)');

  const { pickTestDatabase, createScratchDatabase } = await import('./lib/test-db.mjs');
  const { emulatorEnv, logsDir, startApi, startAuthEmulatorOnFreePorts } = await import(
    './lib/stack.mjs'
  );
  const workDir = mkdtempSync(join(tmpdir(), 'stepwise-test-'));
  const logs = logsDir(workDir);

  const db = await pickTestDatabase();
  started.push(db);
  say(`database for the tests: ${db.label}`);
  say('starting the Firebase Auth emulator for the tests (8-30 s)...');
  const auth = await startAuthEmulatorOnFreePorts(join(logs, 'auth-emulator.log'));
  started.push(auth);
  const serviceEnv = {
    TEST_DATABASE_URL: db.url,
    TEST_DB_KIND: db.kind,
    ...emulatorEnv(auth.host),
  };

  say('2/4 unit and integration tests');
  if (turbo(['test'], serviceEnv) !== 0) failed.push('unit/integration');

  say('3/4 end-to-end tests in Chromium');
  run('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@stepwise/web',
    '--filter=@stepwise/api',
    '--output-logs=errors-only',
  ]);
  const scratch = await createScratchDatabase(db);
  started.push({ stop: scratch.drop });
  const api = await startApi({
    port: await freePort(),
    logFile: join(logs, 'api.log'),
    env: {
      DATABASE_URL: scratch.url,
      // One connection to PGlite keeps transactions whole (see start.mjs).
      ...(db.kind === 'pglite' ? { DATABASE_POOL_SIZE: '1' } : {}),
      DATA_DIR: workDir,
      LOG_LEVEL: 'warn',
      ...emulatorEnv(auth.host),
    },
  });
  started.push(api);
  const e2e = run('pnpm', ['--filter', '@stepwise/e2e', 'e2e'], {
    cwd: ROOT,
    env: { E2E_BASE_URL: api.url, ...emulatorEnv(auth.host) },
    allowFailure: true,
  });
  if (e2e !== 0) failed.push(`end-to-end (API log: ${join(logs, 'api.log')})`);
  await api.stop();

  // Faults (database restarted, API and worker killed, Auth down) and several API and worker
  // processes on one database: each test starts its own processes from the build.
  say('4/4 system tests: faults and more than one process');
  const system = run('pnpm', ['--filter', '@stepwise/e2e', 'system'], {
    cwd: ROOT,
    env: serviceEnv,
    allowFailure: true,
  });
  if (system !== 0) failed.push('system (a failed test keeps its logs; the output says where)');
} catch (error) {
  failed.push(`set-up: ${error.message}`);
} finally {
  await stopAll();
}

if (failed.length) {
  console.error(`\n\x1b[31m[stepwise] FAILED:\x1b[0m ${failed.join(', ')}`);
  process.exit(1);
}
say('all tests passed');
process.exit(0);
