// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * Annotations keep the URL of their frame image next to its path, as tools, materials and files
 * do, so a step list can be assembled by the database without computing URLs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('annotations').addColumn('frame_image_url', 'text').execute();
  await sql`
    update annotations set frame_image_url = '/files/' || frame_image_path
    where frame_image_path is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('annotations').dropColumn('frame_image_url').execute();
}
