// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * The rate limits' counters (plugins/rate-limits.ts), shared by every API instance: one row per
 * limit and creator, holding the hits of its current one-minute window. Rows of windows long over
 * are deleted by the API from time to time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('rate_limit_counters_hits_check', sql`hits >= 1`)
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_started_at_idx')
    .on('rate_limit_counters')
    .column('window_started_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
