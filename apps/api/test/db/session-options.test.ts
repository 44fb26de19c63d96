import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createDb } from '../../src/db/database';
import { startPgliteServer, useFreshDatabase } from '../support/database';

/**
 * The API's sessions run without the JIT compiler (`SESSION_OPTIONS`): on PostgreSQL the setting
 * is in force on every pooled connection; PGlite (built without JIT) must still accept a session
 * that asks for it.
 */

const fresh = useFreshDatabase();

it.skipIf(process.env.TEST_DB_KIND === 'pglite')(
  'every pooled session of PostgreSQL runs with jit off',
  async () => {
    const { db } = createDb(fresh.url, { max: 3 });
    try {
      const shown = await Promise.all(
        [1, 2, 3].map(() => sql<{ jit: string }>`show jit`.execute(db)),
      );
      expect(shown.map((r) => r.rows[0]?.jit)).toEqual(['off', 'off', 'off']);
    } finally {
      await db.destroy();
    }
  },
);

it('embedded PGlite opens sessions with the same options', async () => {
  const server = await startPgliteServer(2);
  const { db } = createDb(server.url, { max: 1 });
  try {
    // The wire server takes the startup parameter without applying it: there is no JIT to stop.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  } finally {
    await db.destroy();
    await server.stop();
  }
});
