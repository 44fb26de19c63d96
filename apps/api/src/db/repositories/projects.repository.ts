import type { Executor } from '../database';
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
