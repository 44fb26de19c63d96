import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createDb } from '../../src/db/database';
import { useFreshDatabase } from '../support/database';

/**
 * A connection lost while a client is checked out of the pool between two queries (a database
 * restart in the middle of a transaction, pg-boss between its statements) must not kill the
 * process: the client's next query fails, the pool drops it, the next checkout works. Without a
 * listener on the checked-out client, pg emits an 'error' nobody hears and vitest reports it.
 * PGlite serves one backend and cannot terminate it, so this runs on PostgreSQL.
 */

const fresh = useFreshDatabase();

it.skipIf(process.env.TEST_DB_KIND === 'pglite')(
  'survives a checked-out connection terminated between two queries, and the pool recovers',
  async () => {
    const { db, pool } = createDb(fresh.url, { max: 2 });
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(fresh.db);
      // The terminated connection's 'error' arrives while the client is out of the pool.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(true);
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await db.destroy();
    }
  },
);
