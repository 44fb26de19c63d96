// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * The AI breakdown and step regeneration run as background jobs (pg-boss queues, in the `pgboss`
 * schema pg-boss manages itself). `media_jobs` is what the creator sees of them: whose job it is,
 * the phase and progress, and the result or the failure text. A breakdown of several videos is
 * one row per video sharing a `batch_id`. `phases` lists the phases a job went through, in order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_jobs')
    .addColumn('job_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('batch_id', 'uuid', (c) => c.notNull())
    .addColumn('firebase_uid', 'text', (c) =>
      c.notNull().references('users.firebase_uid').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('video_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_name', 'text', (c) => c.notNull())
    .addColumn('video_path', 'text', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('phase', 'text')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phases', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('media_jobs_kind_check', sql`kind in ('breakdown', 'regenerate')`)
    .addCheckConstraint(
      'media_jobs_state_check',
      sql`state in ('queued', 'active', 'completed', 'failed', 'cancelled')`,
    )
    .addCheckConstraint(
      'media_jobs_phase_check',
      sql`phase is null or phase in ('extracting_audio', 'transcribing_audio', 'getting_duration', 'analyzing')`,
    )
    .addCheckConstraint('media_jobs_progress_check', sql`progress between 0 and 100`)
    .execute();
  await sql`
    create trigger media_jobs_set_updated_at before update on media_jobs
    for each row execute function set_updated_at()
  `.execute(db);
  await db.schema
    .createIndex('media_jobs_batch_idx')
    .on('media_jobs')
    .columns(['batch_id', 'video_index'])
    .execute();
  await db.schema
    .createIndex('media_jobs_owner_idx')
    .on('media_jobs')
    .columns(['firebase_uid', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_jobs').execute();
}
