// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * A learner's progress through a guide (issue #19), kept on the server so they resume on any
 * device:
 * - `guide_progress`: one row per (learner, project): the current step (cleared when that step is
 *   deleted) and when every step was first done.
 * - `guide_step_done`: the steps the learner marked done (a step's deletion removes its marks).
 * - `guide_answers`: every answer typed to a step's validation question, right or wrong.
 * Deleting the learner, the project or the progress row removes the rest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guide_progress')
    .addColumn('firebase_uid', 'text', (c) =>
      c.notNull().references('users.firebase_uid').onDelete('cascade'),
    )
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('current_step_id', 'uuid', (c) => c.references('steps.step_id').onDelete('set null'))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('guide_progress_pkey', ['firebase_uid', 'project_id'])
    .execute();
  // The creator's insights read a project's learners; the cascade from a deleted project.
  await db.schema
    .createIndex('guide_progress_project_idx')
    .on('guide_progress')
    .column('project_id')
    .execute();
  await db.schema
    .createIndex('guide_progress_current_step_idx')
    .on('guide_progress')
    .column('current_step_id')
    .execute();
  await sql`
    create trigger guide_progress_set_updated_at before update on guide_progress
    for each row execute function set_updated_at()
  `.execute(db);

  await db.schema
    .createTable('guide_step_done')
    .addColumn('firebase_uid', 'text', (c) => c.notNull())
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('step_id', 'uuid', (c) =>
      c.notNull().references('steps.step_id').onDelete('cascade'),
    )
    .addColumn('done_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('guide_step_done_pkey', ['firebase_uid', 'project_id', 'step_id'])
    .addForeignKeyConstraint(
      'guide_step_done_progress_fkey',
      ['firebase_uid', 'project_id'],
      'guide_progress',
      ['firebase_uid', 'project_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('guide_step_done_step_idx')
    .on('guide_step_done')
    .column('step_id')
    .execute();

  await db.schema
    .createTable('guide_answers')
    .addColumn('answer_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('firebase_uid', 'text', (c) => c.notNull())
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('step_id', 'uuid', (c) =>
      c.notNull().references('steps.step_id').onDelete('cascade'),
    )
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('correct', 'boolean', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'guide_answers_progress_fkey',
      ['firebase_uid', 'project_id'],
      'guide_progress',
      ['firebase_uid', 'project_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint(
      'guide_answers_answer_check',
      sql`answer ~ '[^[:space:]]' and char_length(answer) <= 1000`,
    )
    .execute();
  // The learner's latest answer per step, and the cascade from their progress.
  await db.schema
    .createIndex('guide_answers_learner_idx')
    .on('guide_answers')
    .columns(['firebase_uid', 'project_id', 'step_id', 'answered_at'])
    .execute();
  // The insights' right / wrong counts per step; the cascade from a deleted step.
  await db.schema
    .createIndex('guide_answers_step_idx')
    .on('guide_answers')
    .columns(['step_id', 'correct'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['guide_answers', 'guide_step_done', 'guide_progress']) {
    await db.schema.dropTable(table).execute();
  }
}
