import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Env } from '../env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export default fp(
  async (fastify, opts: { env: Env }) => {
    const { db } = createDb(opts.env.DATABASE_URL, { max: opts.env.DATABASE_POOL_SIZE });
    if (opts.env.MIGRATE_ON_START) {
      try {
        await migrateToLatest(db);
      } catch (error) {
        await db.destroy();
        throw error;
      }
    }
    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
