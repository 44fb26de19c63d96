// Embedded PostgreSQL: PGlite served over the Postgres wire protocol (in a child process of its
// own), so the app keeps its one `pg` code path.
import { once } from 'node:events';
import { join } from 'node:path';
import { ROOT, startChild, stopChild } from './proc.mjs';

/** @param {{ port: number, dataDir?: string, maxConnections?: number }} o */
export async function startPglite(o) {
  const args = [
    join(ROOT, 'scripts', 'lib', 'pglite-server.mjs'),
    String(o.port),
    o.dataDir ?? '',
    String(o.maxConnections ?? 64),
  ];
  const child = startChild(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve();
    });
    child.exited.then((code) =>
      reject(new Error(`the embedded database exited (code ${code}) before it was ready`)),
    );
  });
  await Promise.race([ready, once(child, 'error').then(([e]) => Promise.reject(e))]);
  return {
    url: `postgres://postgres@127.0.0.1:${o.port}/postgres`,
    child,
    /** SIGTERM lets PGlite close its data directory cleanly. */
    async stop() {
      await stopChild(child, 'SIGTERM', 30_000);
    },
  };
}
