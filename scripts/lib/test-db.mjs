// Picks the PostgreSQL the tests use: TEST_DATABASE_URL, else a server on 127.0.0.1:5432 if one
// answers, else embedded PGlite on a free port. Imported after packages are installed.

import { startPglite } from './pglite.mjs';
import { freePort } from './ports.mjs';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** @returns {Promise<{ kind: 'postgres' | 'pglite', url: string, label: string, stop(): Promise<void> }>} */
export async function pickTestDatabase(env = process.env) {
  const forcePglite = env.TEST_DB_KIND === 'pglite';
  if (env.TEST_DATABASE_URL && !forcePglite) {
    return {
      kind: 'postgres',
      url: env.TEST_DATABASE_URL,
      label: 'PostgreSQL from TEST_DATABASE_URL',
      stop: async () => {},
    };
  }
  if (!forcePglite && (await answers(LOCAL_SERVER))) {
    return {
      kind: 'postgres',
      url: LOCAL_SERVER,
      label: 'the PostgreSQL server at 127.0.0.1:5432',
      stop: async () => {},
    };
  }
  const port = await freePort();
  const pg = await startPglite({ port });
  return {
    kind: 'pglite',
    url: pg.url,
    label: `embedded PGlite (in memory, port ${port})`,
    stop: pg.stop,
  };
}

/** A database of its own for the end-to-end run; on PGlite (one database) the same one. */
export async function createScratchDatabase(db) {
  if (db.kind === 'pglite') return { url: db.url, drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `stepwise_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(db.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
