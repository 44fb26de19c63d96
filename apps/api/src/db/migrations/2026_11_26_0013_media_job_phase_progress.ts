// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import type { Kysely } from 'kysely';

/**
 * How far a media job is within its current phase (issue #18, point 15): the transcription
 * reports the share of the audio it has decoded, so the creator's time-left estimate follows the
 * work actually done instead of a guess. 0-1, null when the phase does not report it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_jobs').addColumn('phase_progress', 'real').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_jobs').dropColumn('phase_progress').execute();
}
