import { type RawBuilder, sql } from 'kysely';

/**
 * JSON built by PostgreSQL and sent on as text: for the heaviest reads the database assembles
 * the reply, so the API neither parses rows nor serializes objects (see `pnpm bench api`).
 * The brand records what the text holds.
 */
export type JsonText<T> = string & { readonly __json: T };

/** A timestamptz as the ISO 8601 text `Date.prototype.toISOString` gives (UTC, milliseconds). */
export function isoTimestamp(column: RawBuilder<unknown> | ReturnType<typeof sql.ref>) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
