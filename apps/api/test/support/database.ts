import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';

/**
 * A freshly migrated database for one test file (or one test).
 *
 * TEST_DB_KIND=postgres (default) with TEST_DATABASE_URL (default the local server): a template
 * database is migrated once per schema version, then every call gets its own
 * `CREATE DATABASE test_<random> TEMPLATE ...`, dropped again by `close()`. Files run in parallel.
 *
 * TEST_DB_KIND=pglite with TEST_DATABASE_URL: that PGlite server has a single database, so every
 * call empties it (drop + recreate schema public) and migrates. Files must run one at a time, and
 * a second call within a file resets the first one's data.
 *
 * TEST_DB_KIND=pglite without TEST_DATABASE_URL: every call starts its own in-memory PGlite behind
 * a socket server on a free port, stopped by `close()`.
 */
export interface FreshDatabase {
  /** A postgres:// URL for the app under test to open its own pool on. */
  url: string;
  /** A Kysely instance on that database, for arranging and asserting. */
  db: Kysely<Database>;
  /** Destroys `db` and removes the database. Safe to call twice. */
  close(): Promise<void>;
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Serialises template creation across parallel vitest workers (any constant bigint). */
const TEMPLATE_LOCK_KEY = 7_370_112_026;
const OBJECT_IN_USE = '55006';

export async function freshDatabase(options: { max?: number } = {}): Promise<FreshDatabase> {
  const max = options.max ?? 4;
  const kind = process.env.TEST_DB_KIND || 'postgres';
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'pglite') {
    return url ? resetSharedPglite(url, max) : ownPglite(max);
  }
  if (kind !== 'postgres') {
    throw new Error(`TEST_DB_KIND must be 'postgres' or 'pglite', not '${kind}'`);
  }
  return copyOfTemplate(url || DEFAULT_URL, max);
}

/**
 * A fresh database for the whole test file: made before its tests, closed after them. Read its
 * `url` and `db` inside the tests (they exist once the file's `beforeAll` has run).
 */
export function useFreshDatabase(options: { max?: number } = {}): Readonly<FreshDatabase> {
  let fresh: FreshDatabase | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase(options);
  });
  afterAll(() => fresh?.close());
  const current = (): FreshDatabase => {
    if (!fresh) throw new Error('useFreshDatabase: read the database inside a test or a hook.');
    return fresh;
  };
  return {
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    close: () => current().close(),
  };
}

/** An in-memory PGlite served over the wire protocol on a free port of 127.0.0.1. */
export async function startPgliteServer(maxConnections = 16): Promise<{
  url: string;
  stop(): Promise<void>;
}> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const pglite = await PGlite.create();
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}

/**
 * Names the schema version: the migration names and their source text, so a new migration, or
 * one edited before it lands, gets a template of its own.
 */
export function schemaFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(migrations).sort()) {
    hash.update(name).update('\0');
    try {
      hash.update(readFileSync(new URL(`../../src/db/migrations/${name}.ts`, import.meta.url)));
    } catch {
      // Source not on disk (bundled): the name alone identifies a landed migration.
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

async function withAdmin<T>(url: string, fn: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A backend that has just disconnected can linger for a moment, and CREATE DATABASE ... TEMPLATE
 * or a rename refuses while it does.
 */
async function retryWhileInUse(run: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function ensureTemplate(admin: Client, adminUrl: string, template: string): Promise<void> {
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount) return;
  // Built under another name and renamed when complete, so a half-migrated template (a crashed
  // run) is never used.
  const building = `${template}_building`;
  await admin.query(`drop database if exists "${building}" with (force)`);
  await admin.query(`create database "${building}"`);
  const { db } = createDb(withDatabase(adminUrl, building), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await retryWhileInUse(() => admin.query(`alter database "${building}" rename to "${template}"`));
  // Nobody may connect to it; a stray session would make every CREATE ... TEMPLATE fail.
  await admin.query(`alter database "${template}" with allow_connections false`);
  // Templates of earlier schema versions. Safe under the lock: every copy is made under it too,
  // and a run still on an older version would just build its template again.
  const stale = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'stepwise\\_tpl\\_%' and datname <> $1`,
    [template],
  );
  for (const { datname } of stale.rows) {
    await admin.query(`drop database if exists "${datname}"`).catch(() => {});
  }
}

async function copyOfTemplate(adminUrl: string, max: number): Promise<FreshDatabase> {
  const template = `stepwise_tpl_${schemaFingerprint()}`;
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      await ensureTemplate(admin, adminUrl, template);
      await retryWhileInUse(() => admin.query(`create database "${name}" template "${template}"`));
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  const url = withDatabase(adminUrl, name);
  const { db } = createDb(url, { max });
  return {
    url,
    db,
    close: once(async () => {
      await db.destroy();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
    }),
  };
}

async function resetSharedPglite(url: string, max: number): Promise<FreshDatabase> {
  const { db } = createDb(url, { max });
  try {
    await db.connection().execute(async (conn) => {
      await conn.schema.dropSchema('public').ifExists().cascade().execute();
      await conn.schema.createSchema('public').execute();
    });
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { url, db, close: once(() => db.destroy()) };
}

async function ownPglite(max: number): Promise<FreshDatabase> {
  const server = await startPgliteServer(Math.max(16, max * 2));
  const { db } = createDb(server.url, { max });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await server.stop();
    throw error;
  }
  return {
    url: server.url,
    db,
    close: once(async () => {
      await db.destroy();
      await server.stop();
    }),
  };
}
