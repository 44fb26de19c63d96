#!/usr/bin/env node
// `pnpm bench <name>`: runs a benchmark against the production build of the API on loopback,
// with real PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432, else embedded PGlite) and the
// Firebase Auth emulator, and prints its results as a table. BENCH_CPU_PROF=<dir> runs the API under
// `node --cpu-prof` and leaves its profile in that folder when it stops (read it with
// apps/api/scripts/bench/cpu-top.ts).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  ensureDebianPackages,
  ensurePnpm,
  installPackages,
  nodeIsSupported,
} from './lib/bootstrap.mjs';
import { AI_BENCH_DEBIAN_PACKAGES, TEST_DEBIAN_PACKAGES } from './lib/debian-packages.mjs';
import { freePort } from './lib/ports.mjs';
import { fail, ROOT, run, say } from './lib/proc.mjs';

/**
 * Each benchmark: its file, the workspace package that runs it with tsx (`filter`), and what
 * must be built besides the API (`build`). `stack: false` runs it alone, without the API, the
 * database or the Auth emulator. `apiEnv` adds to the API's environment.
 */
const BENCHES = {
  ai: {
    file: join(ROOT, 'apps', 'api', 'scripts', 'bench', 'ai.bench.ts'),
    filter: '@stepwise/api',
    build: [],
    stack: false,
  },
  api: {
    file: join(ROOT, 'apps', 'api', 'scripts', 'bench', 'api.bench.ts'),
    filter: '@stepwise/api',
    build: [],
    // It measures one creator finishing projects back to back for 10 s, far past the
    // per-creator limit a person meets (30 a minute).
    apiEnv: { RATE_LIMIT_FINALIZE_PER_MINUTE: '100000' },
  },
  guides: {
    file: join(ROOT, 'apps', 'api', 'scripts', 'bench', 'guides.bench.ts'),
    filter: '@stepwise/api',
    build: [],
  },
  load: {
    file: join(ROOT, 'apps', 'api', 'scripts', 'bench', 'load.bench.ts'),
    filter: '@stepwise/api',
    build: [],
  },
  upload: {
    file: join(ROOT, 'apps', 'api', 'scripts', 'bench', 'upload.bench.ts'),
    filter: '@stepwise/api',
    build: [],
  },
  editor: {
    file: join(ROOT, 'tests', 'bench', 'editor.bench.ts'),
    filter: '@stepwise/e2e',
    build: ['@stepwise/web'],
  },
  web: {
    file: join(ROOT, 'tests', 'bench', 'web.bench.ts'),
    filter: '@stepwise/e2e',
    build: ['@stepwise/web'],
  },
};

const name = process.argv[2];
if (!name || !BENCHES[name]) fail(`usage: pnpm bench <${Object.keys(BENCHES).join('|')}>`);
const bench = BENCHES[name];
if (!existsSync(bench.file)) fail(`no benchmark file ${bench.file}`);

nodeIsSupported();
ensurePnpm();
ensureDebianPackages(name === 'ai' ? AI_BENCH_DEBIAN_PACKAGES : TEST_DEBIAN_PACKAGES);
installPackages();
if (bench.stack === false) {
  process.exit(
    run('pnpm', ['--filter', bench.filter, 'exec', 'tsx', bench.file], { allowFailure: true }),
  );
}
run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@stepwise/api',
  ...bench.build.map((pkg) => `--filter=${pkg}`),
  '--output-logs=errors-only',
]);

const { pickTestDatabase, createScratchDatabase } = await import('./lib/test-db.mjs');
const { emulatorEnv, logsDir, startApi, startAuthEmulatorOnFreePorts } = await import(
  './lib/stack.mjs'
);
const started = [];
let code = 1;
try {
  const workDir = mkdtempSync(join(tmpdir(), 'stepwise-bench-'));
  const logs = logsDir(workDir);
  const db = await pickTestDatabase();
  started.push(db);
  say(`database: ${db.label}`);
  const auth = await startAuthEmulatorOnFreePorts(join(logs, 'auth-emulator.log'));
  started.push(auth);
  const scratch = await createScratchDatabase(db);
  started.push({ stop: scratch.drop });
  const cpuProfDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
  const api = await startApi({
    port: await freePort(),
    nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
    logFile: join(logs, 'api.log'),
    env: {
      DATABASE_URL: scratch.url,
      // One connection to PGlite keeps transactions whole (see start.mjs).
      ...(db.kind === 'pglite' ? { DATABASE_POOL_SIZE: '1' } : {}),
      DATA_DIR: workDir,
      LOG_LEVEL: 'warn',
      ...emulatorEnv(auth.host),
      ...bench.apiEnv,
    },
  });
  started.push(api);
  say(`API (production build) at ${api.url}; running the "${name}" benchmark`);
  code = run('pnpm', ['--filter', bench.filter, 'exec', 'tsx', bench.file], {
    env: {
      BENCH_API_URL: api.url,
      BENCH_API_PID: String(api.child.pid),
      BENCH_DATA_DIR: workDir,
      BENCH_DATABASE_URL: scratch.url,
      BENCH_DB_LABEL: db.label,
      ...emulatorEnv(auth.host),
    },
    allowFailure: true,
  });
} catch (error) {
  console.error(error.message);
} finally {
  for (const part of started.reverse()) await part.stop().catch((e) => console.error(e.message));
}
if (process.env.BENCH_CPU_PROF)
  say(`API CPU profile written to ${resolve(process.env.BENCH_CPU_PROF)}`);
process.exit(code);
