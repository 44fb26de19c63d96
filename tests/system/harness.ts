import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type TestInfo } from '@playwright/test';
import { freePort, waitFor } from '../../scripts/lib/ports.mjs';
import { postgresBinDir, startPostgresCluster } from '../../scripts/lib/postgres-cluster.mjs';
import { ROOT, startChild, stopChild } from '../../scripts/lib/proc.mjs';
import { createScratchDatabase, pickTestDatabase } from '../../scripts/lib/test-db.mjs';

/**
 * The system tests' harness: real processes from the built entry points (apps/api/dist/server.js
 * and worker.js) on ports of their own, a scratch database per test on the test PostgreSQL, the
 * Auth emulator of the run, and plain HTTP from the test. Nothing is mocked.
 */

export const PROJECT_ID = 'demo-stepwise';
const SERVER_ENTRY = join(ROOT, 'apps', 'api', 'dist', 'server.js');
const WORKER_ENTRY = join(ROOT, 'apps', 'api', 'dist', 'worker.js');

export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set (the global setup sets it)');
  return host;
}

export interface Proc {
  name: string;
  child: ChildProcess & { exited: Promise<number> };
  pid: number;
  logFile: string;
  /** The log so far (pino JSON lines and anything printed). */
  log(): string;
  /** SIGTERM (default) and the like to the process, escalated after 20 s; SIGKILL to its group. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface ApiProc extends Proc {
  url: string;
  port: number;
}

interface SpawnOptions {
  name: string;
  entry: string;
  env: Record<string, string>;
  logFile: string;
}

function spawnNode(o: SpawnOptions): Proc {
  const log = createWriteStream(o.logFile, { flags: 'a' });
  const child = startChild(process.execPath, ['--enable-source-maps', o.entry], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: o.env,
  }) as Proc['child'];
  // Both streams into one file: neither may end it while the other still writes ("write after
  // end" when a dying process's stdout closes before its last stderr line); it ends on exit.
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('close', () => log.end());
  return {
    name: o.name,
    child,
    pid: child.pid ?? -1,
    logFile: o.logFile,
    log: () => readFileSync(o.logFile, 'utf8'),
    async kill(signal = 'SIGTERM') {
      if (signal !== 'SIGKILL') return stopChild(child, signal, 20_000);
      // A machine that dies takes the process's children (ffmpeg, the recogniser) with it: the
      // whole process group goes.
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      await child.exited;
    },
  };
}

function exitedEarly(proc: Proc): () => boolean {
  return () => proc.child.exitCode !== null || proc.child.signalCode !== null;
}

function tail(proc: Proc): string {
  return `--- ${proc.logFile} ---\n${proc.log().split('\n').slice(-25).join('\n')}`;
}

/**
 * One test's world: a scratch database, a data folder, and the processes it starts, all stopped
 * and removed when the test ends.
 */
export class Stack {
  readonly dir: string;
  readonly logs: string;
  readonly dataDir: string;
  databaseUrl: string;
  readonly #procs: Proc[] = [];
  readonly #cleanups: (() => Promise<void>)[] = [];

  constructor(databaseUrl: string) {
    this.dir = mkdtempSync(join(tmpdir(), 'stepwise-system-'));
    this.logs = join(this.dir, 'logs');
    this.dataDir = join(this.dir, 'data');
    mkdirSync(this.logs, { recursive: true });
    this.databaseUrl = databaseUrl;
  }

  onCleanup(cleanup: () => Promise<void>): void {
    this.#cleanups.push(cleanup);
  }

  /** What every process of the stack shares: database, files, identity, the same URL secret. */
  baseEnv(extra: Record<string, string> = {}): Record<string, string> {
    return {
      NODE_ENV: 'production',
      DATABASE_URL: this.databaseUrl,
      DATABASE_POOL_SIZE: '5',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'info',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      FILE_URL_SECRET: 'system-tests-share-one-file-url-secret-0123456789',
      SHUTDOWN_GRACE_MS: '15000',
      ...extra,
    };
  }

  /**
   * Starts `dist/server.js` and waits until it listens: `/healthz` answers 200 (`healthy`), or
   * `/config.json` answers (`listening`, for an API whose identity service is down).
   */
  async startApi(
    name: string,
    env: Record<string, string> = {},
    options: { port?: number; ready?: 'healthy' | 'listening' } = {},
  ): Promise<ApiProc> {
    const port = options.port ?? (await freePort());
    const proc = spawnNode({
      name,
      entry: SERVER_ENTRY,
      env: this.baseEnv({ HOST: '127.0.0.1', PORT: String(port), ...env }),
      logFile: join(this.logs, `${name}.log`),
    });
    this.#procs.push(proc);
    const url = `http://127.0.0.1:${port}`;
    const path = options.ready === 'listening' ? '/config.json' : '/healthz';
    try {
      await waitFor(async () => (await fetch(`${url}${path}`)).status === 200, {
        what: `API ${name}`,
        timeoutMs: 60_000,
        abort: exitedEarly(proc),
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${tail(proc)}`);
    }
    return { ...proc, url, port };
  }

  /** Starts `dist/worker.js` and waits until it works the queues. */
  async startWorker(name: string, env: Record<string, string> = {}): Promise<Proc> {
    const proc = spawnNode({
      name,
      entry: WORKER_ENTRY,
      env: this.baseEnv({ MIGRATE_ON_START: 'false', ...env }),
      logFile: join(this.logs, `${name}.log`),
    });
    this.#procs.push(proc);
    try {
      await waitFor(async () => proc.log().includes('working the media job queues'), {
        what: `worker ${name}`,
        timeoutMs: 60_000,
        abort: exitedEarly(proc),
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${tail(proc)}`);
    }
    return proc;
  }

  /** Stops every process (SIGTERM, then SIGKILL) and runs the cleanups, newest first. */
  async stop(): Promise<void> {
    await Promise.all(this.#procs.map((proc) => proc.kill('SIGTERM').catch(() => undefined)));
    for (const cleanup of this.#cleanups.reverse()) await cleanup().catch(console.error);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export type Cluster = ReturnType<typeof startPostgresCluster>;

async function useStack(
  stack: Stack,
  use: (stack: Stack) => Promise<void>,
  testInfo: TestInfo,
): Promise<void> {
  try {
    await use(stack);
  } finally {
    await stack.stop();
    // Keep the logs of a failed test for the report; the rest goes.
    if (testInfo.status === testInfo.expectedStatus) stack.remove();
    else await testInfo.attach('logs', { body: `logs kept in ${stack.logs}` });
  }
}

export const test = base.extend<{ stack: Stack; clusterStack: { stack: Stack; cluster: Cluster } }>(
  {
    /** A Stack on a scratch database of the run's PostgreSQL server. */
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from it
    stack: async ({}, use, testInfo) => {
      const db = await pickTestDatabase();
      if (db.kind !== 'postgres') {
        await db.stop();
        testInfo.skip(true, 'the system tests need a PostgreSQL server (not embedded PGlite)');
        return;
      }
      const scratch = await createScratchDatabase(db);
      const stack = new Stack(scratch.url);
      stack.onCleanup(scratch.drop);
      await useStack(stack, use, testInfo);
    },
    /** A Stack on a private PostgreSQL cluster of its own, which the test may stop and start. */
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from it
    clusterStack: async ({}, use, testInfo) => {
      if (!postgresBinDir()) {
        testInfo.skip(true, 'PostgreSQL server binaries (initdb, pg_ctl) are not installed');
        return;
      }
      const cluster = startPostgresCluster({ port: await freePort() });
      const stack = new Stack(cluster.url);
      stack.onCleanup(() => cluster.destroy());
      await useStack(stack, () => use({ stack, cluster }), testInfo);
    },
  },
);
export { expect };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
