// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * Projects belong to a user (deleting the user deletes them). `view_count` and `like_count` are
 * counters kept by triggers on `project_views` and `likes` (migration 0006); changing only them
 * does not bump `updated_at`.
 *
 * `project_files` holds the uploaded videos: the project videos (`PRIMARY_VIDEO`, ordered by
 * `video_order` from 0) and at most one `SHORT_FORM_VIDEO` (whose `video_order` is always 0), so
 * one unique key (project_id, role, video_order) both enforces that and serves the list query.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('project_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('firebase_uid', 'text', (c) =>
      c.notNull().references('users.firebase_uid').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('thumbnail_url', 'text')
    .addColumn('thumbnail_path', 'text')
    .addColumn('frame_url', 'text')
    .addColumn('ai_breakdown_data', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('projects_name_check', sql`name ~ '[^[:space:]]'`)
    .addCheckConstraint(
      'projects_tags_check',
      sql`array_position(tags, null) is null and cardinality(tags) <= 50`,
    )
    .addCheckConstraint('projects_view_count_check', sql`view_count >= 0`)
    .addCheckConstraint('projects_like_count_check', sql`like_count >= 0`)
    .execute();

  // My Projects: one owner's published or draft list, newest first.
  await db.schema
    .createIndex('projects_owner_published_created_idx')
    .on('projects')
    .columns(['firebase_uid', 'is_published', 'created_at'])
    .execute();

  await sql`
    create trigger projects_set_updated_at before update on projects
    for each row execute function set_updated_at('view_count', 'like_count')
  `.execute(db);

  await db.schema
    .createTable('project_files')
    .addColumn('file_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('video_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_url', 'text', (c) => c.notNull())
    .addColumn('original_filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text')
    .addColumn('file_size_bytes', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'project_files_role_check',
      sql`role in ('PRIMARY_VIDEO', 'SHORT_FORM_VIDEO')`,
    )
    .addCheckConstraint(
      'project_files_video_order_check',
      sql`video_order >= 0 and (role <> 'SHORT_FORM_VIDEO' or video_order = 0)`,
    )
    .addCheckConstraint('project_files_file_key_check', sql`file_key ~ '[^[:space:]]'`)
    .addCheckConstraint('project_files_file_url_check', sql`file_url ~ '[^[:space:]]'`)
    .addCheckConstraint('project_files_file_size_bytes_check', sql`file_size_bytes >= 0`)
    .addUniqueConstraint('project_files_project_role_order_key', [
      'project_id',
      'role',
      'video_order',
    ])
    .execute();

  await sql`
    create trigger project_files_set_updated_at before update on project_files
    for each row execute function set_updated_at()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_files').execute();
  await db.schema.dropTable('projects').execute();
}
