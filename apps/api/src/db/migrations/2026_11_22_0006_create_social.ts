// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * What users do around projects: likes, saves, comments, search history and views.
 *
 * - Likes and saves are one row per (user, project); deleting either side deletes the row.
 * - A view keeps its project's count when the viewer's account is deleted (`viewer_uid` is set to
 *   null); anonymous views have no viewer.
 * - `projects.like_count` and `projects.view_count` are maintained here by triggers, so they always
 *   equal the number of rows (TRUNCATE would bypass them; nothing in the app truncates).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function maintain_project_counter() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        execute format(
          'update projects set %1$I = greatest(%1$I - 1, 0) where project_id = $1', tg_argv[0]
        ) using old.project_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        execute format('update projects set %1$I = %1$I + 1 where project_id = $1', tg_argv[0])
        using new.project_id;
      end if;
      return null;
    end
    $$
  `.execute(db);

  for (const table of ['likes', 'saves'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('firebase_uid', 'text', (c) =>
        c.notNull().references('users.firebase_uid').onDelete('cascade'),
      )
      .addColumn('project_id', 'uuid', (c) =>
        c.notNull().references('projects.project_id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['firebase_uid', 'project_id'])
      .execute();
    // The profile's "recently liked / saved", and the cascade from a deleted project.
    await db.schema
      .createIndex(`${table}_user_created_idx`)
      .on(table)
      .columns(['firebase_uid', 'created_at'])
      .execute();
    await db.schema.createIndex(`${table}_project_idx`).on(table).column('project_id').execute();
    await addUpdatedAtTrigger(db, table);
  }
  await sql`
    create trigger likes_maintain_like_count after insert or delete or update of project_id
    on likes for each row execute function maintain_project_counter('like_count')
  `.execute(db);

  await db.schema
    .createTable('comments')
    .addColumn('comment_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('firebase_uid', 'text', (c) =>
      c.notNull().references('users.firebase_uid').onDelete('cascade'),
    )
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('comment_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('comments_comment_text_check', sql`comment_text ~ '[^[:space:]]'`)
    .execute();
  await db.schema
    .createIndex('comments_user_created_idx')
    .on('comments')
    .columns(['firebase_uid', 'created_at'])
    .execute();
  // A project's comments, and the comment count in project summaries.
  await db.schema
    .createIndex('comments_project_created_idx')
    .on('comments')
    .columns(['project_id', 'created_at'])
    .execute();
  await addUpdatedAtTrigger(db, 'comments');

  await db.schema
    .createTable('search_history')
    .addColumn('search_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('firebase_uid', 'text', (c) =>
      c.notNull().references('users.firebase_uid').onDelete('cascade'),
    )
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('search_history_term_check', sql`term ~ '[^[:space:]]'`)
    .execute();
  await db.schema
    .createIndex('search_history_user_created_idx')
    .on('search_history')
    .columns(['firebase_uid', 'created_at'])
    .execute();
  await addUpdatedAtTrigger(db, 'search_history');

  await db.schema
    .createTable('project_views')
    .addColumn('view_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('viewer_uid', 'text', (c) => c.references('users.firebase_uid').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_views_project_created_idx')
    .on('project_views')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('project_views_viewer_idx')
    .on('project_views')
    .column('viewer_uid')
    .execute();
  await addUpdatedAtTrigger(db, 'project_views');
  await sql`
    create trigger project_views_maintain_view_count after insert or delete or update of project_id
    on project_views for each row execute function maintain_project_counter('view_count')
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['project_views', 'search_history', 'comments', 'saves', 'likes']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function maintain_project_counter()`.execute(db);
}

async function addUpdatedAtTrigger(db: Kysely<any>, table: string): Promise<void> {
  await sql`
    create trigger ${sql.id(`${table}_set_updated_at`)} before update on ${sql.table(table)}
    for each row execute function set_updated_at()
  `.execute(db);
}
