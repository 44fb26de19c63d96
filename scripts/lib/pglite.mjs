// Embedded PostgreSQL: PGlite served over the Postgres wire protocol, so the app keeps its one
// `pg` code path. Imported only after the workspace's packages are installed.
import { mkdirSync } from 'node:fs';

/** @param {{ port: number, dataDir?: string, maxConnections?: number }} o */
export async function startPglite(o) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (o.dataDir) mkdirSync(o.dataDir, { recursive: true });
  const db = o.dataDir ? await PGlite.create(o.dataDir) : await PGlite.create();
  const server = new PGLiteSocketServer({
    db,
    port: o.port,
    host: '127.0.0.1',
    maxConnections: o.maxConnections ?? 64,
  });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${o.port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
