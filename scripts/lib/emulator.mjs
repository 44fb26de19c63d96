// The Firebase Auth emulator from firebase-tools, run as its own node process so that SIGINT
// reaches it directly (it exports its accounts on exit and frees its ports).
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor } from './ports.mjs';
import { ROOT, startChild, stopChild } from './proc.mjs';

export const PROJECT_ID = 'demo-stepwise';
const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/**
 * @param {{ port: number, hubPort: number, loggingPort: number, dataDir?: string, logFile: string }} o
 * With `dataDir`, accounts are imported on start and exported on exit.
 */
export async function startAuthEmulator(o) {
  const workDir = mkdtempSync(join(tmpdir(), 'stepwise-auth-'));
  const config = join(workDir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: o.port },
        hub: { host: '127.0.0.1', port: o.hubPort },
        logging: { host: '127.0.0.1', port: o.loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [
    FIREBASE_BIN,
    '--config',
    config,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT_ID,
  ];
  if (o.dataDir) {
    mkdirSync(o.dataDir, { recursive: true });
    if (existsSync(join(o.dataDir, 'firebase-export-metadata.json')))
      args.push('--import', o.dataDir);
    args.push('--export-on-exit', o.dataDir);
  }
  const log = createWriteStream(o.logFile, { flags: 'a' });
  const child = startChild(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // TMPDIR of its own: the emulator finds its hub through a locator file in the temp folder,
    // keyed by project id, so two emulators of demo-stepwise (npm start and npm test at once)
    // would otherwise export each other's accounts.
    env: { CI: 'true', TMPDIR: workDir, HOME: process.env.HOME ?? workDir },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  child.exited.then(() => {
    exited = true;
  });
  const host = `127.0.0.1:${o.port}`;
  try {
    await waitFor(
      async () => {
        const res = await fetch(`http://${host}/`);
        return res.ok && (await res.json()).authEmulator?.ready === true;
      },
      { what: 'the Firebase Auth emulator', timeoutMs: 120_000, abort: () => exited },
    );
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    const tail = readFileSync(o.logFile, 'utf8').split('\n').slice(-15).join('\n');
    throw new Error(`${error.message}\n--- ${o.logFile} ---\n${tail}`);
  }
  return {
    host,
    child,
    /** SIGINT to the firebase process itself: it exports (when asked) and frees its ports. */
    async stop() {
      await stopChild(child, 'SIGINT', 30_000);
      log.end();
    },
  };
}

/**
 * An emulator of its own for one run (tests, benchmarks): three free ports, no saved accounts.
 * @param {string} logFile
 */
export async function startAuthEmulatorOnFreePorts(logFile) {
  return startAuthEmulator({
    port: await freePort(),
    hubPort: await freePort(),
    loggingPort: await freePort(),
    logFile,
  });
}
