// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * Steps and everything a step owns: annotations, tool and material links, supplementary files.
 * Deleting a project deletes its steps, and deleting a step deletes what it owns.
 *
 * - `(project_id, step_order)` is unique, DEFERRABLE INITIALLY IMMEDIATE: finalize replaces a
 *   project's steps (delete then insert) in one transaction without needing it, and a reorder can
 *   `set constraints steps_project_order_key deferred` for the length of its transaction.
 * - Annotation geometry is stored as fractions 0..1 of the frame image (the editor's percentages
 *   divided by 100); a shape may not run past the image's right or bottom edge.
 * - A step's tool or material keeps its own copy of name, specification, link and image, and
 *   points at the repository item it came from with `tool_id` / `material_id`. Deleting the
 *   repository item sets that link to null and leaves the step intact (published instructions do
 *   not lose a tool because the owner tidied the repository; nor is the delete refused).
 *   The same name + specification appears at most once per step (spec 5: "already added").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('steps')
    .addColumn('step_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('step_order', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_start_time_ms', 'integer', (c) => c.notNull())
    .addColumn('video_end_time_ms', 'integer', (c) => c.notNull())
    .addColumn('cautionary_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('best_practice_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('associated_video_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('associated_video_path', 'text')
    .addColumn('validation_question', 'text')
    .addColumn('validation_answer', 'text')
    .addColumn('result_image_url', 'text')
    .addColumn('result_image_path', 'text')
    .addColumn('is_ai_generated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_finalized', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('regenerated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('steps_step_order_check', sql`step_order >= 0`)
    .addCheckConstraint('steps_name_check', sql`name ~ '[^[:space:]]'`)
    .addCheckConstraint('steps_video_start_time_ms_check', sql`video_start_time_ms >= 0`)
    .addCheckConstraint(
      'steps_video_time_range_check',
      sql`video_end_time_ms > video_start_time_ms`,
    )
    .addCheckConstraint('steps_associated_video_index_check', sql`associated_video_index >= 0`)
    // Also the index behind "a project's steps in order".
    .addUniqueConstraint('steps_project_order_key', ['project_id', 'step_order'], (u) =>
      u.deferrable().initiallyImmediate(),
    )
    .execute();
  await addUpdatedAtTrigger(db, 'steps');

  await db.schema
    .createTable('annotations')
    .addColumn('annotation_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('step_id', 'uuid', (c) =>
      c.notNull().references('steps.step_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('frame_timestamp_ms', 'integer', (c) => c.notNull())
    .addColumn('annotation_type', 'text', (c) => c.notNull().defaultTo('rectangle'))
    .addColumn('component_name', 'text', (c) => c.notNull().defaultTo('Untitled annotation'))
    .addColumn('geometry_type', 'text', (c) => c.notNull().defaultTo('rectangle'))
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('frame_image_path', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('annotations_position_check', sql`position >= 0`)
    .addCheckConstraint('annotations_frame_timestamp_ms_check', sql`frame_timestamp_ms >= 0`)
    .addCheckConstraint('annotations_annotation_type_check', sql`annotation_type ~ '[^[:space:]]'`)
    .addCheckConstraint('annotations_component_name_check', sql`component_name ~ '[^[:space:]]'`)
    .addCheckConstraint(
      'annotations_geometry_type_check',
      sql`geometry_type in ('rectangle', 'point', 'oval')`,
    )
    .addCheckConstraint(
      'annotations_geometry_check',
      sql`x between 0 and 1 and y between 0 and 1
        and width between 0 and 1 and height between 0 and 1
        and x + width <= 1.000001 and y + height <= 1.000001`,
    )
    .execute();
  await db.schema
    .createIndex('annotations_step_position_idx')
    .on('annotations')
    .columns(['step_id', 'position'])
    .execute();
  await addUpdatedAtTrigger(db, 'annotations');

  await createStepItemTable(db, 'step_tools', 'tools', 'tool_id');
  await createStepItemTable(db, 'step_materials', 'materials', 'material_id');

  await db.schema
    .createTable('supplementary_files')
    .addColumn('file_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('step_id', 'uuid', (c) =>
      c.notNull().references('steps.step_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_name', 'text')
    .addColumn('file_url', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('original_filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text')
    .addColumn('file_size_bytes', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('supplementary_files_position_check', sql`position >= 0`)
    .addCheckConstraint('supplementary_files_file_path_check', sql`file_path ~ '[^[:space:]]'`)
    .addCheckConstraint('supplementary_files_file_size_bytes_check', sql`file_size_bytes >= 0`)
    .execute();
  await db.schema
    .createIndex('supplementary_files_step_position_idx')
    .on('supplementary_files')
    .columns(['step_id', 'position'])
    .execute();
  await addUpdatedAtTrigger(db, 'supplementary_files');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supplementary_files').execute();
  await db.schema.dropTable('step_materials').execute();
  await db.schema.dropTable('step_tools').execute();
  await db.schema.dropTable('annotations').execute();
  await db.schema.dropTable('steps').execute();
}

async function createStepItemTable(
  db: Kysely<any>,
  table: 'step_tools' | 'step_materials',
  repositoryTable: 'tools' | 'materials',
  repositoryId: 'tool_id' | 'material_id',
): Promise<void> {
  const idColumn = table === 'step_tools' ? 'step_tool_id' : 'step_material_id';
  await db.schema
    .createTable(table)
    .addColumn(idColumn, 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('step_id', 'uuid', (c) =>
      c.notNull().references('steps.step_id').onDelete('cascade'),
    )
    .addColumn(repositoryId, 'uuid', (c) =>
      c.references(`${repositoryTable}.${repositoryId}`).onDelete('set null'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('specification', 'text')
    .addColumn('purchase_link', 'text')
    .addColumn('image_url', 'text')
    .addColumn('image_path', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(`${table}_position_check`, sql`position >= 0`)
    .addCheckConstraint(`${table}_quantity_check`, sql`quantity >= 1`)
    .addCheckConstraint(`${table}_name_check`, sql`name ~ '[^[:space:]]'`)
    .addCheckConstraint(`${table}_purchase_link_check`, sql`purchase_link ~* '^https?://.+'`)
    .execute();

  await db.schema
    .createIndex(`${table}_step_position_idx`)
    .on(table)
    .columns(['step_id', 'position'])
    .execute();
  // "This tool is already added to the current step." (same name and specification).
  await sql`
    create unique index ${sql.id(`${table}_step_name_specification_key`)}
    on ${sql.table(table)} (step_id, name, coalesce(specification, ''))
  `.execute(db);
  // Lets deleting a repository item find the links to set null without a scan.
  await db.schema
    .createIndex(`${table}_${repositoryId}_idx`)
    .on(table)
    .column(repositoryId)
    .execute();
  await addUpdatedAtTrigger(db, table);
}

async function addUpdatedAtTrigger(db: Kysely<any>, table: string): Promise<void> {
  await sql`
    create trigger ${sql.id(`${table}_set_updated_at`)} before update on ${sql.table(table)}
    for each row execute function set_updated_at()
  `.execute(db);
}
