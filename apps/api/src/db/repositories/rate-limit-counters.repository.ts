import { type Kysely, sql } from 'kysely';
import type { Database } from '../database';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one hit on `key` in one statement, so API instances counting at once never lose one: a
 * window that is over starts again at 1.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<CounterHit> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const over = sql<boolean>`rate_limit_counters.window_started_at + ${window} <= now()`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${over} then 1 else rate_limit_counters.hits + 1 end`,
        window_started_at: sql<Date>`case when ${over} then now() else rate_limit_counters.window_started_at end`,
      }),
    )
    .returning([
      'hits',
      sql<number>`greatest(0, ceil(extract(epoch from (window_started_at + ${window} - now())) * 1000))::integer`.as(
        'ttl_ms',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** Deletes the counters whose window ended more than `olderThanMs` ago. */
export async function deleteOldCounters(db: Kysely<Database>, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where(
      'window_started_at',
      '<',
      sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`,
    )
    .execute();
}
