import { sql } from 'kysely';
import type { Executor } from '../database';

/** A project as the social calls need it: who owns it and whether others may see it. */
export interface ProjectVisibility {
  project_id: string;
  firebase_uid: string;
  name: string;
  is_published: boolean;
}

export type ProjectMark = 'likes' | 'saves';

/** A liked or saved project on the profile, with its creator's username. */
export interface MarkedProjectRow {
  project_id: string;
  name: string;
  description: string | null;
  created_at: Date;
  creator_username: string;
}

export interface UserCommentRow {
  comment_id: string;
  comment_text: string;
  created_at: Date;
  project_id: string;
  project_name: string;
}

export async function findProjectVisibility(
  db: Executor,
  projectId: string,
): Promise<ProjectVisibility | undefined> {
  return db
    .selectFrom('projects')
    .select(['project_id', 'firebase_uid', 'name', 'is_published'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** Adds the user's like or save of a project; nothing changes when it is already there. */
export async function insertMark(
  db: Executor,
  mark: ProjectMark,
  firebaseUid: string,
  projectId: string,
): Promise<void> {
  await db
    .insertInto(mark)
    .values({ firebase_uid: firebaseUid, project_id: projectId })
    .onConflict((oc) => oc.columns(['firebase_uid', 'project_id']).doNothing())
    .execute();
}

/** Removes the user's like or save of a project, if any. */
export async function deleteMark(
  db: Executor,
  mark: ProjectMark,
  firebaseUid: string,
  projectId: string,
): Promise<void> {
  await db
    .deleteFrom(mark)
    .where('firebase_uid', '=', firebaseUid)
    .where('project_id', '=', projectId)
    .execute();
}

/** The trigger-kept like counter of a project. */
export async function projectLikeCount(db: Executor, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select('like_count')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.like_count ?? 0;
}

/** Where a viewer may see a project: it is theirs, or it is published. */
const visibleTo = (viewerUid: string) =>
  sql<boolean>`(p.is_published or p.firebase_uid = ${viewerUid})`;

/**
 * The projects the user liked or saved, most recent mark first, limited to those the user may
 * still see (a project its creator unpublished since drops out).
 */
export async function listMarkedProjects(
  db: Executor,
  mark: ProjectMark,
  firebaseUid: string,
  limit: number,
): Promise<MarkedProjectRow[]> {
  // `likes` and `saves` have the same columns; the query is typed against `likes`.
  const from = `${mark} as m` as 'likes as m';
  return db
    .selectFrom(from)
    .innerJoin('projects as p', 'p.project_id', 'm.project_id')
    .innerJoin('users as u', 'u.firebase_uid', 'p.firebase_uid')
    .select([
      'p.project_id',
      'p.name',
      'p.description',
      'p.created_at',
      'u.username as creator_username',
    ])
    .where('m.firebase_uid', '=', firebaseUid)
    .where(visibleTo(firebaseUid))
    .orderBy('m.created_at', 'desc')
    .orderBy('p.project_id')
    .limit(limit)
    .execute();
}

export async function insertComment(
  db: Executor,
  comment: { firebase_uid: string; project_id: string; comment_text: string },
): Promise<{ comment_id: string; comment_text: string; created_at: Date }> {
  return db
    .insertInto('comments')
    .values(comment)
    .returning(['comment_id', 'comment_text', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The user's comments on projects they may see, newest first, with the project's name. */
export async function listUserComments(
  db: Executor,
  firebaseUid: string,
  limit: number,
): Promise<UserCommentRow[]> {
  return db
    .selectFrom('comments as c')
    .innerJoin('projects as p', 'p.project_id', 'c.project_id')
    .select([
      'c.comment_id',
      'c.comment_text',
      'c.created_at',
      'p.project_id',
      'p.name as project_name',
    ])
    .where('c.firebase_uid', '=', firebaseUid)
    .where(visibleTo(firebaseUid))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.comment_id')
    .limit(limit)
    .execute();
}

export async function insertSearchTerm(
  db: Executor,
  firebaseUid: string,
  term: string,
): Promise<{ term: string; created_at: Date }> {
  return db
    .insertInto('search_history')
    .values({ firebase_uid: firebaseUid, term })
    .returning(['term', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * The user's latest search terms, newest first, each once: terms that differ only in letter case
 * count as one, shown as last typed.
 */
export async function listSearchTerms(
  db: Executor,
  firebaseUid: string,
  limit: number,
): Promise<string[]> {
  const latest = db
    .selectFrom('search_history')
    .distinctOn(sql`lower(term)`)
    .select(['term', 'created_at', 'search_id'])
    .where('firebase_uid', '=', firebaseUid)
    .orderBy(sql`lower(term)`)
    .orderBy('created_at', 'desc')
    .orderBy('search_id', 'desc')
    .as('latest');
  const rows = await db
    .selectFrom(latest)
    .select('latest.term')
    .orderBy('latest.created_at', 'desc')
    .orderBy('latest.search_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.term);
}
