// Brings up the product's processes in order (database, identity, API) and takes them down in
// reverse order. Used by `npm start` and by the end-to-end tests.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, startAuthEmulator, startAuthEmulatorOnFreePorts } from './emulator.mjs';
import { waitFor } from './ports.mjs';
import { ROOT, startChild, stopChild } from './proc.mjs';

export const API_ENTRY = join(ROOT, 'apps', 'api', 'dist', 'server.js');

/**
 * Starts the built API as a child process and waits until /healthz answers 200. `nodeArgs` go to
 * node before the entry (such as `--cpu-prof`).
 * @param {{ port: number, env: Record<string,string>, logFile: string, nodeArgs?: string[] }} o
 */
export async function startApi(o) {
  const log = createWriteStream(o.logFile, { flags: 'a' });
  const nodeArgs = ['--enable-source-maps', ...(o.nodeArgs ?? []), API_ENTRY];
  const child = startChild(process.execPath, nodeArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(o.port), ...o.env },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  child.exited.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${o.port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/healthz`)).status === 200, {
      what: 'the Stepwise API',
      timeoutMs: 90_000,
      abort: () => exited,
    });
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    const tail = readFileSync(o.logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`${error.message}\n--- ${o.logFile} ---\n${tail}`);
  }
  return {
    url,
    child,
    async stop() {
      await stopChild(child, 'SIGTERM', 20_000);
      log.end();
    },
  };
}

/** The identity part of the API's environment for a given emulator host. */
export function emulatorEnv(host) {
  return { FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: host };
}

export function logsDir(dataDir) {
  const dir = join(dataDir, 'logs');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export { startAuthEmulator, startAuthEmulatorOnFreePorts };
