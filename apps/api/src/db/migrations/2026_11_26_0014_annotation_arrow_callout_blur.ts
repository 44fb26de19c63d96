// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * Arrows, numbered callouts and blur regions, each in its own colour (issue #20): an arrow's head
 * (its tail is x, y), and the colour from the editor's palette (yellow for every earlier row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('annotations')
    .addColumn('end_x', 'double precision')
    .addColumn('end_y', 'double precision')
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('yellow'))
    .execute();
  await db.schema
    .alterTable('annotations')
    .dropConstraint('annotations_geometry_type_check')
    .execute();
  await db.schema
    .alterTable('annotations')
    .addCheckConstraint(
      'annotations_geometry_type_check',
      sql`geometry_type in ('rectangle', 'point', 'oval', 'arrow', 'callout', 'blur')`,
    )
    .execute();
  await db.schema
    .alterTable('annotations')
    .addCheckConstraint(
      'annotations_arrow_head_check',
      sql`(geometry_type = 'arrow') = (end_x is not null and end_y is not null)
        and (end_x is null or end_x between 0 and 1) and (end_y is null or end_y between 0 and 1)`,
    )
    .execute();
  await db.schema
    .alterTable('annotations')
    .addCheckConstraint(
      'annotations_color_check',
      sql`color in ('yellow', 'red', 'green', 'blue', 'white')`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('annotations')
    .where('geometry_type', 'in', ['arrow', 'callout', 'blur'])
    .execute();
  await db.schema.alterTable('annotations').dropConstraint('annotations_color_check').execute();
  await db.schema
    .alterTable('annotations')
    .dropConstraint('annotations_arrow_head_check')
    .execute();
  await db.schema
    .alterTable('annotations')
    .dropConstraint('annotations_geometry_type_check')
    .execute();
  await db.schema
    .alterTable('annotations')
    .addCheckConstraint(
      'annotations_geometry_type_check',
      sql`geometry_type in ('rectangle', 'point', 'oval')`,
    )
    .execute();
  await db.schema
    .alterTable('annotations')
    .dropColumn('end_x')
    .dropColumn('end_y')
    .dropColumn('color')
    .execute();
}
