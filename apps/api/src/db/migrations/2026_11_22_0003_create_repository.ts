// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * Each user's reusable repository: `tools` and `materials`, identical in shape. A purchase link,
 * when present, must start with http:// or https:// (spec 5; an empty link is stored as null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createRepositoryTable(db, 'tools', 'tool_id');
  await createRepositoryTable(db, 'materials', 'material_id');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('materials').execute();
  await db.schema.dropTable('tools').execute();
}

async function createRepositoryTable(
  db: Kysely<any>,
  table: 'tools' | 'materials',
  idColumn: 'tool_id' | 'material_id',
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn(idColumn, 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('firebase_uid', 'text', (c) =>
      c.notNull().references('users.firebase_uid').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('specification', 'text')
    .addColumn('purchase_link', 'text')
    .addColumn('image_url', 'text')
    .addColumn('image_path', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(`${table}_name_check`, sql`name ~ '[^[:space:]]'`)
    .addCheckConstraint(`${table}_purchase_link_check`, sql`purchase_link ~* '^https?://.+'`)
    .execute();

  // The repository page: one owner's items.
  await db.schema
    .createIndex(`${table}_owner_created_idx`)
    .on(table)
    .columns(['firebase_uid', 'created_at'])
    .execute();

  await sql`
    create trigger ${sql.id(`${table}_set_updated_at`)} before update on ${sql.table(table)}
    for each row execute function set_updated_at()
  `.execute(db);
}
