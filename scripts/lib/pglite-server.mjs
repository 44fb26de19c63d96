// The embedded database as a process of its own: PGlite served over the Postgres wire protocol.
// Its own event loop means nothing the parent does (a synchronous child process, a build) can
// stall the database. Prints "ready" once it listens; SIGTERM/SIGINT close it cleanly.
// Usage: node pglite-server.mjs <port> [dataDir] [maxConnections]
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [port, dataDirArg, maxConnections] = process.argv.slice(2);
const dataDir = dataDirArg || undefined;
if (dataDir) mkdirSync(dataDir, { recursive: true });
const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
const server = new PGLiteSocketServer({
  db,
  port: Number(port),
  host: '127.0.0.1',
  maxConnections: Number(maxConnections ?? 64),
});
await server.start();
process.stdout.write('ready\n');

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await server.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', close);
process.on('SIGINT', close);
process.on('disconnect', close);
// If the script that started us dies without stopping us, close rather than hold the data open.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) close();
}, 1_000).unref();
