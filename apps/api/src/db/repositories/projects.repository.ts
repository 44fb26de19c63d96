import { sql } from 'kysely';
import type { Executor } from '../database';
import { isoTimestamp, type JsonText } from '../json';
import type { Comment } from '../tables/comments.table';
import type { NewProjectFile, ProjectFile, ProjectFileRole } from '../tables/project-files.table';
import type { NewProject, Project } from '../tables/projects.table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A project card on My Projects (spec 2) with its owner's username. */
export interface ProjectSummary {
  project_id: string;
  firebase_uid: string;
  creator_username: string;
  name: string;
  description: string | null;
  tags: string[];
  is_published: boolean;
  thumbnail_url: string | null;
  frame_url: string | null;
  view_count: number;
  like_count: number;
  comment_count: number;
  created_at: Date;
  updated_at: Date;
}

export async function insertProject(db: Executor, project: NewProject): Promise<Project> {
  return db.insertInto('projects').values(project).returningAll().executeTakeFirstOrThrow();
}

/** The project, or undefined when it does not exist (including an id that is not a uuid). */
export async function findProjectById(
  db: Executor,
  projectId: string,
): Promise<Project | undefined> {
  if (!UUID.test(projectId)) return undefined;
  return db
    .selectFrom('projects')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/**
 * The project's id, owner and name, or undefined when it does not exist. Pass a transaction and
 * `forUpdate` to lock the row until it ends.
 */
export async function findProjectOwner(
  db: Executor,
  projectId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Pick<Project, 'project_id' | 'firebase_uid' | 'name'> | undefined> {
  let query = db
    .selectFrom('projects')
    .select(['project_id', 'firebase_uid', 'name'])
    .where('project_id', '=', projectId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * One owner's projects, newest first, optionally only the published or only the draft ones.
 * Views and likes come from the trigger-kept counters; comments are counted.
 */
export async function listProjectsByOwner(
  db: Executor,
  ownerUid: string,
  options: { published?: boolean } = {},
): Promise<ProjectSummary[]> {
  let query = db
    .selectFrom('projects as p')
    .innerJoin('users as u', 'u.firebase_uid', 'p.firebase_uid')
    .select((eb) => [
      'p.project_id',
      'p.firebase_uid',
      'u.username as creator_username',
      'p.name',
      'p.description',
      'p.tags',
      'p.is_published',
      'p.thumbnail_url',
      'p.frame_url',
      'p.view_count',
      'p.like_count',
      eb
        .selectFrom('comments as c')
        .whereRef('c.project_id', '=', 'p.project_id')
        .select((cb) => cb.fn.countAll<number>().as('n'))
        .$asScalar()
        .$notNull()
        .as('comment_count'),
      'p.created_at',
      'p.updated_at',
    ])
    .where('p.firebase_uid', '=', ownerUid);
  if (options.published !== undefined) {
    query = query.where('p.is_published', '=', options.published);
  }
  return query.orderBy('p.created_at', 'desc').orderBy('p.project_id').execute();
}

/** A card of My Projects as the reply carries it. */
export interface ProjectCardJson {
  project_id: string;
  name: string;
  description: string | null;
  thumbnail_url: string | null;
  frame_url: string | null;
  created_at: string;
  view_count: number;
  like_count: number;
  comment_count: number;
  /** Steps saved as finished: a draft without any cannot be published. */
  finished_step_count: number;
}

/**
 * One owner's project cards as `{ published, unpublished }` JSON text, newest first, assembled by
 * PostgreSQL in one statement.
 */
export async function projectCardsJson(
  db: Executor,
  ownerUid: string,
): Promise<JsonText<{ published: ProjectCardJson[]; unpublished: ProjectCardJson[] }>> {
  const { rows } = await sql<{ body: string }>`
    with cards as (
      select p.is_published, p.created_at, p.project_id,
        json_build_object(
          'project_id', p.project_id,
          'name', p.name,
          'description', p.description,
          'thumbnail_url', p.thumbnail_url,
          'frame_url', p.frame_url,
          'created_at', ${isoTimestamp(sql.ref('p.created_at'))},
          'view_count', p.view_count,
          'like_count', p.like_count,
          'comment_count', (select count(*) from comments c where c.project_id = p.project_id),
          'finished_step_count',
            (select count(*) from steps s where s.project_id = p.project_id and s.is_finalized)
        ) as card
      from projects p
      where p.firebase_uid = ${ownerUid}
    )
    select json_build_object(
      'published', coalesce(
        json_agg(card order by created_at desc, project_id) filter (where is_published), '[]'::json),
      'unpublished', coalesce(
        json_agg(card order by created_at desc, project_id) filter (where not is_published), '[]'::json)
    )::text as body
    from cards
  `.execute(db);
  return (rows[0]?.body ?? '{"published":[],"unpublished":[]}') as JsonText<{
    published: ProjectCardJson[];
    unpublished: ProjectCardJson[];
  }>;
}

export async function insertProjectFiles(db: Executor, files: NewProjectFile[]): Promise<void> {
  if (files.length === 0) return;
  await db.insertInto('project_files').values(files).execute();
}

/** A project's files: project videos in `video_order`, then the short-form video. */
export async function listProjectFiles(
  db: Executor,
  projectId: string,
  role?: ProjectFileRole,
): Promise<ProjectFile[]> {
  let query = db.selectFrom('project_files').selectAll().where('project_id', '=', projectId);
  if (role) query = query.where('role', '=', role);
  return query.orderBy('role').orderBy('video_order').execute();
}

/** The newest `limit` comments of a project and how many it has in all. */
export async function projectComments(
  db: Executor,
  projectId: string,
  limit: number,
): Promise<{
  comments: Pick<Comment, 'comment_id' | 'comment_text' | 'created_at'>[];
  total: number;
}> {
  const [comments, count] = await Promise.all([
    db
      .selectFrom('comments')
      .select(['comment_id', 'comment_text', 'created_at'])
      .where('project_id', '=', projectId)
      .orderBy('created_at', 'desc')
      .orderBy('comment_id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow(),
  ]);
  return { comments, total: count.n };
}

/**
 * Flips `is_published`; the new value, or undefined when the project does not exist or is a
 * draft without finished steps (which stays a draft).
 */
export async function toggleProjectPublished(
  db: Executor,
  projectId: string,
): Promise<boolean | undefined> {
  const row = await db
    .updateTable('projects')
    .set((eb) => ({ is_published: eb.not('is_published') }))
    .where('project_id', '=', projectId)
    // Only a project with finished steps is published; any project can be unpublished.
    .where((eb) =>
      eb.or([
        eb('is_published', '=', true),
        eb.exists(
          eb
            .selectFrom('steps')
            .select('steps.step_id')
            .whereRef('steps.project_id', '=', 'projects.project_id')
            .where('steps.is_finalized', '=', true),
        ),
      ]),
    )
    .returning('is_published')
    .executeTakeFirst();
  return row?.is_published;
}

/** Sets the thumbnail; returns the previous path (null when there was none). */
export async function setProjectThumbnail(
  db: Executor,
  projectId: string,
  thumbnail: { path: string; url: string },
): Promise<{ previous_path: string | null } | undefined> {
  return db
    .with('previous', (qb) =>
      qb.selectFrom('projects').select('thumbnail_path').where('project_id', '=', projectId),
    )
    .updateTable('projects')
    .set({ thumbnail_path: thumbnail.path, thumbnail_url: thumbnail.url })
    .where('project_id', '=', projectId)
    .returning((eb) =>
      eb.selectFrom('previous').select('previous.thumbnail_path').as('previous_path'),
    )
    .executeTakeFirst();
}

/**
 * Locks and lists the owner's projects that have no steps and were not updated during the last
 * `minAgeMs` (measured by the database clock).
 */
export async function lockIncompleteProjects(
  db: Executor,
  ownerUid: string,
  minAgeMs: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('projects as p')
    .select('p.project_id')
    .where('p.firebase_uid', '=', ownerUid)
    .where('p.updated_at', '<', sql<Date>`now() - make_interval(secs => ${minAgeMs / 1000})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('steps as s')
            .select('s.step_id')
            .whereRef('s.project_id', '=', 'p.project_id'),
        ),
      ),
    )
    .forUpdate()
    .execute();
  return rows.map((row) => row.project_id);
}

/** The storage paths the given projects refer to: their file keys and thumbnails. */
export async function storagePathsOfProjects(
  db: Executor,
  projectIds: string[],
): Promise<{ project_id: string; path: string }[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('project_files')
    .select(['project_id', 'file_key as path'])
    .where('project_id', 'in', projectIds)
    .union(
      db
        .selectFrom('projects')
        .select(['project_id', 'thumbnail_path as path'])
        .where('project_id', 'in', projectIds)
        .where('thumbnail_path', 'is not', null)
        .$narrowType<{ path: string }>(),
    )
    .execute();
}

/** Which of `paths` another project of the owner still refers to (a file key or a thumbnail). */
export async function storagePathsInUse(
  db: Executor,
  ownerUid: string,
  paths: string[],
): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .selectFrom('project_files as f')
    .innerJoin('projects as p', 'p.project_id', 'f.project_id')
    .select('f.file_key as path')
    .where('p.firebase_uid', '=', ownerUid)
    .where('f.file_key', 'in', paths)
    .union(
      db
        .selectFrom('projects')
        .select('thumbnail_path as path')
        .where('firebase_uid', '=', ownerUid)
        .where('thumbnail_path', 'in', paths)
        .$narrowType<{ path: string }>(),
    )
    .execute();
  return new Set(rows.map((row) => row.path));
}

/**
 * Deletes the owner's projects among `projectIds` (the schema cascades to files, steps, likes...);
 * with `onlyWithoutSteps`, a project that has steps by now is kept. Returns the deleted ids.
 */
export async function deleteOwnedProjects(
  db: Executor,
  ownerUid: string,
  projectIds: string[],
  options: { onlyWithoutSteps?: boolean } = {},
): Promise<string[]> {
  if (projectIds.length === 0) return [];
  let query = db
    .deleteFrom('projects as p')
    .where('p.firebase_uid', '=', ownerUid)
    .where('p.project_id', 'in', projectIds);
  if (options.onlyWithoutSteps) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('steps as s')
            .select('s.step_id')
            .whereRef('s.project_id', '=', 'p.project_id'),
        ),
      ),
    );
  }
  const rows = await query.returning('p.project_id').execute();
  return rows.map((row) => row.project_id);
}

/** Inserts a project and answers its id (without reading the stored row back). */
export async function insertProjectReturningId(db: Executor, project: NewProject): Promise<string> {
  const row = await db
    .insertInto('projects')
    .values(project)
    .returning('project_id')
    .executeTakeFirstOrThrow();
  return row.project_id;
}
