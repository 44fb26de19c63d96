// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, type MigrationResult, Migrator, NO_MIGRATIONS } from 'kysely';
import { migrationProvider } from './migrations';

function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: migrationProvider });
}

function failure(action: string, error: unknown, results: MigrationResult[] | undefined): Error {
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `Database migration failed while ${action}${failed ? ` at "${failed}"` : ''}: ${reason}`,
    { cause: error },
  );
}

/**
 * Applies every pending migration, in one transaction, under Kysely's migration lock (so several
 * processes starting at once are safe). Throws a clear error naming the failed migration; nothing
 * of a failed run is kept.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) {
    throw failure('migrating to latest', error, results);
  }
  return results ?? [];
}

/** Runs every `down`, newest first, leaving only Kysely's bookkeeping tables. Tests and tooling. */
export async function migrateToNothing(db: Kysely<any>): Promise<MigrationResult[]> {
  const { error, results } = await migrator(db).migrateTo(NO_MIGRATIONS);
  if (error) {
    throw failure('migrating down', error, results);
  }
  return results ?? [];
}
