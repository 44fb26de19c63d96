// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * The autosaved server-side draft of the authoring editor: one row per project, holding the
 * editor's steps and the step being edited as one JSON document (the api validates its shape).
 * It goes with its project and with its owner; `revision` counts saves for optimistic concurrency.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('authoring_drafts')
    .addColumn('project_id', 'uuid', (c) =>
      c.primaryKey().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('firebase_uid', 'text', (c) =>
      c.notNull().references('users.firebase_uid').onDelete('cascade'),
    )
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('authoring_drafts_data_check', sql`jsonb_typeof(data) = 'object'`)
    .addCheckConstraint('authoring_drafts_revision_check', sql`revision >= 1`)
    .execute();

  // Deleting a user cascades through this key.
  await db.schema
    .createIndex('authoring_drafts_firebase_uid_idx')
    .on('authoring_drafts')
    .column('firebase_uid')
    .execute();

  await sql`
    create trigger authoring_drafts_set_updated_at before update on authoring_drafts
    for each row execute function set_updated_at()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('authoring_drafts').execute();
}
