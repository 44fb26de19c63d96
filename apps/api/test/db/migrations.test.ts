import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../../src/db/database';
import { migrateToLatest, migrateToNothing } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { hitCounter } from '../../src/db/repositories/rate-limit-counters.repository';
import { startPgliteServer } from '../support/database';

/**
 * The migrations themselves, up and all the way down, on both engines the app meets: a real
 * PostgreSQL server (15 on the dev machines) and PGlite (PostgreSQL 18) over the wire protocol.
 */

const ALL_TABLES = [
  'annotations',
  'authoring_drafts',
  'buy_list_items',
  'comments',
  'guide_answers',
  'guide_progress',
  'guide_step_done',
  'likes',
  'materials',
  'media_jobs',
  'project_files',
  'project_views',
  'projects',
  'rate_limit_counters',
  'saves',
  'search_history',
  'step_materials',
  'step_tools',
  'steps',
  'supplementary_files',
  'tools',
  'users',
];
const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

interface Target {
  name: string;
  skip: boolean;
  start(): Promise<{ url: string; stop(): Promise<void> }>;
}

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A scratch database on the real server, created empty (not from the test template). */
async function scratchPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const name = `test_migrations_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

const targets: Target[] = [
  {
    name: 'PostgreSQL server',
    // A run on PGlite alone has no server to talk to.
    skip: process.env.TEST_DB_KIND === 'pglite',
    start: scratchPostgres,
  },
  { name: 'PGlite over pglite-socket', skip: false, start: () => startPgliteServer(8) },
];

async function publicTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' order by table_name
  `.execute(db);
  return rows.map((r) => r.table_name);
}

async function publicFunctions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ proname: string }>`
    select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' order by p.proname
  `.execute(db);
  return rows.map((r) => r.proname);
}

describe.each(targets)('migrations on $name', (target) => {
  let server: { url: string; stop(): Promise<void> } | undefined;
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (target.skip) return;
    server = await target.start();
    db = createDb(server.url, { max: 4 }).db;
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it.skipIf(target.skip)('runs every migration up, in name order', async () => {
    const { rows } = await sql<{ version: number }>`
      select current_setting('server_version_num')::int as version
    `.execute(db);
    expect(rows[0]!.version).toBeGreaterThanOrEqual(130_000);

    const results = await migrateToLatest(db);
    expect(results.map((r) => [r.migrationName, r.direction, r.status])).toEqual(
      Object.keys(migrations)
        .sort()
        .map((name) => [name, 'Up', 'Success']),
    );
    expect(await publicTables(db)).toEqual([...ALL_TABLES, ...KYSELY_TABLES].sort());
    expect(await publicFunctions(db)).toEqual([
      'maintain_project_counter',
      'project_search_document',
      'projects_set_search_vector',
      'set_updated_at',
      'steps_refresh_search_vector',
    ]);
    // The rate limits' one-statement counter runs on this engine too.
    expect((await hitCounter(db, 'signup:uid:someone', 60_000)).hits).toBe(1);
    expect((await hitCounter(db, 'signup:uid:someone', 60_000)).hits).toBe(2);

    // gen_random_uuid() is built in: the defaults work without an extension.
    const { rows: ids } = await sql<{ id: string }>`select gen_random_uuid() as id`.execute(db);
    expect(ids[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.skipIf(target.skip)('is a no-op when already at the latest migration', async () => {
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it.skipIf(target.skip)('runs every migration down, newest first, leaving nothing', async () => {
    const results = await migrateToNothing(db);
    expect(results.map((r) => [r.migrationName, r.direction, r.status])).toEqual(
      Object.keys(migrations)
        .sort()
        .reverse()
        .map((name) => [name, 'Down', 'Success']),
    );
    expect(await publicTables(db)).toEqual(KYSELY_TABLES);
    expect(await publicFunctions(db)).toEqual([]);
  });

  it.skipIf(target.skip)('goes up again after going down', async () => {
    const results = await migrateToLatest(db);
    expect(results).toHaveLength(Object.keys(migrations).length);
    expect(await publicTables(db)).toEqual([...ALL_TABLES, ...KYSELY_TABLES].sort());
  });
});
