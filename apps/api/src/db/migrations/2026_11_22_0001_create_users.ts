// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * `set_updated_at()` keeps every table's `updated_at` honest: a BEFORE UPDATE trigger stamps
 * `now()` when the row really changed. Trigger arguments name columns whose changes alone do not
 * count (projects pass their view/like counters, which the social triggers maintain).
 *
 * Users are keyed by the identity service's uid (`firebase_uid`), which the API exposes as
 * `user_id`. E-mail is not unique here: the identity service owns account uniqueness.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function set_updated_at() returns trigger language plpgsql as $$
    begin
      if (to_jsonb(new) - coalesce(tg_argv, '{}'::text[]) - 'updated_at')
         is distinct from (to_jsonb(old) - coalesce(tg_argv, '{}'::text[]) - 'updated_at') then
        new.updated_at := now();
      end if;
      return new;
    end
    $$
  `.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('firebase_uid', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('affiliation', 'text')
    .addColumn('is_creator', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('profile_photo_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'users_firebase_uid_check',
      sql`firebase_uid ~ '[^[:space:]]' and length(firebase_uid) <= 128`,
    )
    .addCheckConstraint('users_username_check', sql`username ~ '[^[:space:]]'`)
    .addCheckConstraint('users_email_check', sql`position('@' in email) > 1`)
    .execute();

  await sql`
    create trigger users_set_updated_at before update on users
    for each row execute function set_updated_at()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
  await sql`drop function set_updated_at()`.execute(db);
}
