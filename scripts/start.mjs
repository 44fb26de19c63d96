#!/usr/bin/env node
// `npm start`: installs what is missing, builds, and serves the whole product on one origin with
// embedded defaults (PGlite over the Postgres wire protocol, the Firebase Auth emulator, local
// disk for files). Ctrl-C stops everything cleanly; the next start finds the same data.
import { join } from 'node:path';
import {
  ensureDebianPackages,
  ensurePnpm,
  installPackages,
  nodeIsSupported,
} from './lib/bootstrap.mjs';
import { RUNTIME_DEBIAN_PACKAGES } from './lib/debian-packages.mjs';
import { releaseLock, takeLock } from './lib/lock.mjs';
import { isPortFree } from './lib/ports.mjs';
import { fail, ROOT, run, say } from './lib/proc.mjs';

const DATA_DIR = join(ROOT, '.data');
const LOCK = join(DATA_DIR, 'stepwise.pid');
const PORT = Number(process.env.PORT ?? 8080);
const AUTH_PORT = 9099;
const PGLITE_PORT = 5499;
const useEmulator =
  !process.env.FIREBASE_PROJECT_ID || process.env.FIREBASE_PROJECT_ID.startsWith('demo-');
const useEmbeddedDb = !process.env.DATABASE_URL;

nodeIsSupported();
const holder = takeLock(LOCK);
if (holder) {
  fail(
    `Stepwise is already running (pid ${holder}) with the data in .data/. Stop it (Ctrl-C in its terminal) before starting another.`,
  );
}
process.on('exit', () => releaseLock(LOCK));

const ports = [[PORT, 'the web app and API']];
if (useEmulator)
  ports.push(
    [AUTH_PORT, 'the Firebase Auth emulator'],
    [4400, 'the emulator hub'],
    [4500, 'the emulator logging'],
  );
if (useEmbeddedDb) ports.push([PGLITE_PORT, 'the embedded database']);
for (const [port, what] of ports) {
  if (!(await isPortFree(port))) {
    fail(
      `Port ${port} (needed for ${what}) is already in use on 127.0.0.1. Free it and run npm start again.`,
    );
  }
}

ensurePnpm();
ensureDebianPackages(RUNTIME_DEBIAN_PACKAGES);
installPackages();
say('building the web app and the API');
run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@stepwise/web',
  '--filter=@stepwise/api',
  '--output-logs=errors-only',
]);

const { startPglite } = await import('./lib/pglite.mjs');
const { emulatorEnv, logsDir, startApi, startAuthEmulator } = await import('./lib/stack.mjs');
const logs = logsDir(DATA_DIR);
const started = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  say('stopping: draining requests, saving accounts, closing the database...');
  for (const part of started.reverse()) {
    try {
      await part.stop();
    } catch (error) {
      console.error(`could not stop ${part.name}: ${error.message}`);
    }
  }
  releaseLock(LOCK);
  say('stopped. Your data is in .data/');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  let databaseUrl = process.env.DATABASE_URL;
  if (useEmbeddedDb) {
    const pg = await startPglite({ port: PGLITE_PORT, dataDir: join(DATA_DIR, 'pg') });
    started.push({ name: 'the embedded database', stop: pg.stop });
    databaseUrl = pg.url;
  }
  let identityEnv = {};
  if (useEmulator) {
    say('starting the Firebase Auth emulator (8-30 s)...');
    const auth = await startAuthEmulator({
      port: AUTH_PORT,
      hubPort: 4400,
      loggingPort: 4500,
      dataDir: join(DATA_DIR, 'firebase'),
      logFile: join(logs, 'auth-emulator.log'),
    });
    started.push({ name: 'the Auth emulator', stop: auth.stop });
    identityEnv = emulatorEnv(auth.host);
  }
  const api = await startApi({
    port: PORT,
    logFile: join(logs, 'api.log'),
    env: {
      DATABASE_URL: databaseUrl,
      // PGlite is one session behind the wire protocol: statements of several connections would
      // interleave inside each other's transactions (a rollback would take others' writes with
      // it). One connection keeps every transaction whole.
      ...(useEmbeddedDb ? { DATABASE_POOL_SIZE: '1' } : {}),
      DATA_DIR,
      ...identityEnv,
    },
  });
  started.push({ name: 'the API', stop: api.stop });
  api.child.exited.then((code) => {
    if (!stopping) {
      console.error(`the API stopped unexpectedly (exit ${code}); see .data/logs/api.log`);
      stopAll(1);
    }
  });

  console.log(`
  Stepwise is running at  \x1b[1mhttp://127.0.0.1:${PORT}\x1b[0m

  database   ${useEmbeddedDb ? `embedded PGlite (data in .data/pg, wire protocol on 127.0.0.1:${PGLITE_PORT})` : 'PostgreSQL from DATABASE_URL'}
  identity   ${useEmulator ? 'Firebase Auth emulator on 127.0.0.1:9099, project demo-stepwise (accounts in .data/firebase)' : `Firebase project ${process.env.FIREBASE_PROJECT_ID}`}
  files      local disk under .data/files
  logs       .data/logs/

  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`\x1b[31m[stepwise]\x1b[0m could not start: ${error.message}`);
  await stopAll(1);
}
