import { sql } from 'kysely';
import type { Executor } from '../database';

/**
 * A project's comments as the guide lists them. Adding a comment reuses `insertComment` of
 * profile.repository.ts (the profile's "Recent Comments" reads the same table).
 */
export interface ProjectCommentRow {
  comment_id: string;
  comment_text: string;
  created_at: Date;
  /** `created_at` as PostgreSQL prints it (microseconds kept): the keyset cursor's key. */
  created_at_key: string;
  author_uid: string;
  author_username: string;
}

/** Where a page starts: strictly after (older than) this comment. */
export interface CommentCursor {
  created_at: string;
  comment_id: string;
}

/** One page of the project's comments, newest first (`limit + 1` rows to tell a next page). */
export async function listProjectComments(
  db: Executor,
  projectId: string,
  limit: number,
  after: CommentCursor | null,
): Promise<ProjectCommentRow[]> {
  let query = db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.firebase_uid', 'c.firebase_uid')
    .select([
      'c.comment_id',
      'c.comment_text',
      'c.created_at',
      sql<string>`c.created_at::text`.as('created_at_key'),
      'c.firebase_uid as author_uid',
      'u.username as author_username',
    ])
    .where('c.project_id', '=', projectId);
  if (after) {
    query = query.where(
      sql<boolean>`(c.created_at, c.comment_id) < (${after.created_at}::timestamptz, ${after.comment_id}::uuid)`,
    );
  }
  return query
    .orderBy('c.created_at', 'desc')
    .orderBy('c.comment_id', 'desc')
    .limit(limit + 1)
    .execute();
}

export async function countProjectComments(db: Executor, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** One comment with its author's username (for the reply to an add). */
export async function findComment(
  db: Executor,
  commentId: string,
): Promise<(Omit<ProjectCommentRow, 'created_at_key'> & { project_id: string }) | undefined> {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.firebase_uid', 'c.firebase_uid')
    .select([
      'c.comment_id',
      'c.comment_text',
      'c.created_at',
      'c.project_id',
      'c.firebase_uid as author_uid',
      'u.username as author_username',
    ])
    .where('c.comment_id', '=', commentId)
    .executeTakeFirst();
}

/** Deletes the comment if `authorUid` wrote it; true when a row went. */
export async function deleteOwnComment(
  db: Executor,
  commentId: string,
  authorUid: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('comments')
    .where('comment_id', '=', commentId)
    .where('firebase_uid', '=', authorUid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
