import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { startPgliteServer } from './database';

/**
 * A migrated in-memory PGlite of the test file's own, whatever database the rest of the suite
 * runs on: started before the file's tests, stopped after them. Read `pglite.db` in the tests.
 */
export function useMigratedPglite(): { db: Kysely<Database> } {
  const pglite = { db: undefined as unknown as Kysely<Database> };
  let server: Awaited<ReturnType<typeof startPgliteServer>> | undefined;
  beforeAll(async () => {
    server = await startPgliteServer(4);
    pglite.db = createDb(server.url, { max: 2 }).db;
    await migrateToLatest(pglite.db);
  });
  afterAll(async () => {
    await pglite.db?.destroy();
    await server?.stop();
  });
  return pglite;
}
