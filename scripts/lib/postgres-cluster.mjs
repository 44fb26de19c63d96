// A private PostgreSQL cluster for tests that stop and start the database (the system tests'
// "PostgreSQL restarted under load"): initdb into a temp folder, its own port and socket folder,
// never the shared server. PostgreSQL refuses to run as root, so as root every command runs as
// the `postgres` user (runuser) in a folder that user owns. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CANDIDATE_BIN_DIRS = [
  process.env.POSTGRES_BIN_DIR,
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
].filter(Boolean);

/** The folder with initdb and pg_ctl, or null when PostgreSQL's server binaries are missing. */
export function postgresBinDir() {
  return CANDIDATE_BIN_DIRS.find((dir) => existsSync(join(dir, 'pg_ctl'))) ?? null;
}

function userIds(name) {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * initdb + pg_ctl start on `port`. Returns the connection URL (trust auth, user `postgres`) and
 * `stopServer(mode)` / `startServer()` to take the server down and bring it back on the same port
 * and data, and `destroy()` to stop it for good and delete its folder.
 * @param {{ port: number }} o
 */
export function startPostgresCluster(o) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are not installed');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : null;
  if (asRoot && !owner) throw new Error('running as root needs a `postgres` user for initdb');

  const dir = mkdtempSync(join(tmpdir(), 'stepwise-pg-'));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  // Inside the cluster's folder: pg_ctl writes it as the postgres user.
  const logFile = join(dir, 'postgres.log');

  const pg = (tool, args, timeoutMs = 60_000) => {
    const command = owner ? 'runuser' : join(bin, tool);
    const fullArgs = owner ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, {
      cwd: dir,
      encoding: 'utf8',
      timeout: timeoutMs,
      env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
    });
    if (result.status !== 0) {
      throw new Error(
        `${tool} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`,
      );
    }
    return result.stdout;
  };

  pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${o.port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  let running = false;
  const startServer = () => {
    pg('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', options]);
    running = true;
  };
  /** `fast` ends sessions and shuts down cleanly; `immediate` is a crash (recovery on start). */
  const stopServer = (mode = 'fast') => {
    pg('pg_ctl', ['stop', '-w', '-t', '60', '-D', dataDir, '-m', mode]);
    running = false;
  };
  startServer();
  return {
    url: `postgres://postgres@127.0.0.1:${o.port}/postgres`,
    port: o.port,
    dataDir,
    logFile,
    startServer,
    stopServer,
    get running() {
      return running;
    },
    async destroy() {
      if (running) {
        try {
          stopServer('immediate');
        } catch (error) {
          console.error(error.message);
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
