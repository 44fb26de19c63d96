// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * A project's buy (shopping) list. The PATCH call replaces the whole list, so rows are ordered by
 * `position` rather than keyed by it. `source_type` says whether the item was picked from the
 * owner's repository (`source_id` then holds the tool or material id, kept as text without a
 * foreign key so deleting the repository item leaves the list alone) or typed in by hand.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('buy_list_items')
    .addColumn('item_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('projects.project_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('specification', 'text')
    .addColumn('purchase_link', 'text')
    .addColumn('image_url', 'text')
    .addColumn('image_path', 'text')
    .addColumn('source_type', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('source_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('buy_list_items_position_check', sql`position >= 0`)
    .addCheckConstraint('buy_list_items_name_check', sql`name ~ '[^[:space:]]'`)
    .addCheckConstraint('buy_list_items_quantity_check', sql`quantity >= 1`)
    .addCheckConstraint('buy_list_items_purchase_link_check', sql`purchase_link ~* '^https?://.+'`)
    .addCheckConstraint(
      'buy_list_items_source_type_check',
      sql`source_type in ('repository', 'manual')`,
    )
    .execute();

  await db.schema
    .createIndex('buy_list_items_project_position_idx')
    .on('buy_list_items')
    .columns(['project_id', 'position'])
    .execute();

  await sql`
    create trigger buy_list_items_set_updated_at before update on buy_list_items
    for each row execute function set_updated_at()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('buy_list_items').execute();
}
