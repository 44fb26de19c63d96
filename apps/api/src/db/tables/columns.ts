import type { ColumnType } from 'kysely';

/** Column shapes shared by the table interfaces. */

/** A `uuid` primary key the database generates; never updated. */
export type GeneratedId = ColumnType<string, string | undefined, never>;

/** A key set once on insert (an owner, a parent) and never moved. */
export type Immutable<T> = ColumnType<T, T, never>;

/** `created_at`: defaulted by the database, never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** `updated_at`: defaulted on insert and stamped by the `set_updated_at` trigger on change. */
export type UpdatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A nullable `timestamptz` the application writes. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A counter maintained by triggers: read only. */
export type Counter = ColumnType<number, never, never>;

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/**
 * A nullable `jsonb` column. It reads back parsed; write it as JSON text (`JSON.stringify(value)`),
 * because node-postgres would turn a JavaScript array into a Postgres array literal.
 */
export type NullableJsonb<T extends JsonValue = JsonValue> = ColumnType<
  T | null,
  string | null | undefined,
  string | null
>;

/** `created_at` / `updated_at`, on every table. */
export interface Timestamps {
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * What a tool or material is, wherever it is kept (repository, step, buy list): name,
 * specification, purchase link (null, or starting with http:// or https://) and image.
 */
export interface ItemColumns extends Timestamps {
  name: string;
  specification: string | null;
  purchase_link: string | null;
  image_url: string | null;
  image_path: string | null;
}
