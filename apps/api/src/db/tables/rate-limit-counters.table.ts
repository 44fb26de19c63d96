import type { ColumnType } from 'kysely';

/** One rate limit's hits for one creator in its current window (plugins/rate-limits.ts). */
export interface RateLimitCountersTable {
  key: string;
  window_started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  hits: ColumnType<number, number | undefined, number>;
}
