import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import type { Project } from '../../src/db/tables/projects.table';
import type { Step } from '../../src/db/tables/steps.table';
import type { User } from '../../src/db/tables/users.table';

/** Small builders for arranging rows directly; each returns the inserted row. */

export async function aUser(db: Kysely<Database>, overrides: Partial<User> = {}): Promise<User> {
  const uid = overrides.firebase_uid ?? `uid-${randomUUID()}`;
  return db
    .insertInto('users')
    .values({
      firebase_uid: uid,
      username: overrides.username ?? `maker-${uid.slice(-6)}`,
      email: overrides.email ?? `${uid}@example.com`,
      affiliation: overrides.affiliation ?? null,
      profile_photo_url: overrides.profile_photo_url ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function aProject(
  db: Kysely<Database>,
  owner: User,
  overrides: { name?: string; is_published?: boolean; created_at?: Date } = {},
): Promise<Project> {
  return db
    .insertInto('projects')
    .values({
      firebase_uid: owner.firebase_uid,
      name: overrides.name ?? 'Birdhouse',
      is_published: overrides.is_published ?? false,
      ...(overrides.created_at ? { created_at: overrides.created_at } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function aStep(
  db: Kysely<Database>,
  project: Project,
  overrides: { step_order?: number; name?: string } = {},
): Promise<Step> {
  return db
    .insertInto('steps')
    .values({
      project_id: project.project_id,
      step_order: overrides.step_order ?? 0,
      name: overrides.name ?? 'Cut the boards',
      description: 'Cut four boards to length.',
      video_start_time_ms: 1_000,
      video_end_time_ms: 5_000,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function aTool(db: Kysely<Database>, owner: User, name = 'Hand saw') {
  return db
    .insertInto('tools')
    .values({ firebase_uid: owner.firebase_uid, name, purchase_link: 'https://example.com/saw' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Rows in `table` matching `column = value`. */
export async function countWhere(
  db: Kysely<Database>,
  table: keyof Database,
  column: string,
  value: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column as never, '=', value as never)
    .executeTakeFirstOrThrow();
  return row.n;
}
