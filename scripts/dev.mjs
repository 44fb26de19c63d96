#!/usr/bin/env node
// `pnpm dev`: hot-reload development. Starts the embedded database and the Auth emulator like
// `npm start`, then the API with tsx watch (port 8080) and Vite (port 5173, proxying to the API).
import { join } from 'node:path';
import { ensurePnpm, installPackages, nodeIsSupported } from './lib/bootstrap.mjs';
import { releaseLock, takeLock } from './lib/lock.mjs';
import { fail, ROOT, say, startChild, stopChild } from './lib/proc.mjs';

const DATA_DIR = join(ROOT, '.data');
const LOCK = join(DATA_DIR, 'stepwise.pid');

nodeIsSupported();
const holder = takeLock(LOCK);
if (holder) fail(`Stepwise is already running (pid ${holder}). Stop it before starting dev mode.`);
ensurePnpm();
installPackages();

const { startPglite } = await import('./lib/pglite.mjs');
const { emulatorEnv, logsDir, startAuthEmulator } = await import('./lib/stack.mjs');
const started = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const part of started.reverse()) await part.stop().catch((e) => console.error(e.message));
  releaseLock(LOCK);
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startPglite({ port: 5499, dataDir: join(DATA_DIR, 'pg') });
    started.push(pg);
    databaseUrl = pg.url;
  }
  say('starting the Firebase Auth emulator (8-30 s)...');
  const auth = await startAuthEmulator({
    port: 9099,
    hubPort: 4400,
    loggingPort: 4500,
    dataDir: join(DATA_DIR, 'firebase'),
    logFile: join(logsDir(DATA_DIR), 'auth-emulator.log'),
  });
  started.push(auth);
  const turbo = startChild(
    'pnpm',
    ['exec', 'turbo', 'run', 'dev', '--filter=@stepwise/api', '--filter=@stepwise/web'],
    {
      env: {
        DATABASE_URL: databaseUrl,
        // One connection to PGlite keeps transactions whole (see start.mjs).
        ...(process.env.DATABASE_URL ? {} : { DATABASE_POOL_SIZE: '1' }),
        DATA_DIR,
        LOG_LEVEL: 'info',
        ...emulatorEnv(auth.host),
      },
    },
  );
  started.push({ stop: () => stopChild(turbo, 'SIGINT') });
  say('dev mode: web on http://127.0.0.1:5173 (hot reload), API on http://127.0.0.1:8080');
  turbo.exited.then((code) => stopAll(code));
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}
