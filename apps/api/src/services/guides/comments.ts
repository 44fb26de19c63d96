import {
  type DeleteGuideCommentResponse,
  GUIDE_LEARNING_LIMITS,
  type GuideComment,
  type GuideCommentsPage,
  type GuideCommentsQuery,
  uuidSchema,
} from '@stepwise/contracts';
import type { Executor } from '../../db/database';
import { pgErrorInfo } from '../../db/errors';
import {
  type CommentCursor,
  countProjectComments,
  deleteOwnComment,
  findComment,
  listProjectComments,
} from '../../db/repositories/comments.repository';
import { insertComment } from '../../db/repositories/profile.repository';
import type { Identity } from '../../domain/identity';
import { AppError } from '../../errors';
import { requireReadableProject } from '../access';
import { mapRefusals } from '../projects/guards';

export const COMMENT_DETAILS = {
  badCursor: 'This page of comments is out of date or the link is broken. Reload the comments.',
  invalidCommentId: 'Invalid comment ID format.',
  commentNotFound: 'Comment not found. It may have been deleted already; reload the comments.',
  notYours: 'You can only delete your own comments.',
} as const;

/** `created_at::text`: `2026-11-26 11:40:12.123456+00` (the zone depends on the session). */
const TIMESTAMP_KEY =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2}|Z)?$/;

function encodeCursor(cursor: CommentCursor): string {
  return Buffer.from(JSON.stringify([cursor.created_at, cursor.comment_id])).toString('base64url');
}

function decodeCursor(text: string): CommentCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, commentId] = value;
      if (
        typeof createdAt === 'string' &&
        TIMESTAMP_KEY.test(createdAt) &&
        uuidSchema.safeParse(commentId).success
      ) {
        return { created_at: createdAt, comment_id: commentId as string };
      }
    }
  } catch {
    // falls through to the refusal below
  }
  throw new AppError('BAD_REQUEST', COMMENT_DETAILS.badCursor);
}

const toGuideComment = (
  actor: Identity,
  row: {
    comment_id: string;
    comment_text: string;
    created_at: Date;
    author_uid: string;
    author_username: string;
  },
): GuideComment => ({
  comment_id: row.comment_id,
  author_username: row.author_username,
  author_uid: row.author_uid,
  comment_text: row.comment_text,
  created_at: row.created_at.toISOString(),
  is_mine: row.author_uid === actor.uid,
});

/** GET /projects/{projectId}/comments: one page, newest first, keyset-paginated. */
export async function listComments(
  db: Executor,
  actor: Identity,
  projectId: string,
  query: GuideCommentsQuery = {},
): Promise<GuideCommentsPage> {
  const project = await requireReadableProject(db, actor, projectId);
  const limit = query.limit ?? GUIDE_LEARNING_LIMITS.commentsPageDefault;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await listProjectComments(db, project.project_id, limit, after).catch((error) => {
    // A cursor whose date PostgreSQL cannot read (22007 / 22008): a broken link, not our fault.
    if (after && pgErrorInfo(error)?.code.startsWith('2200')) {
      throw new AppError('BAD_REQUEST', COMMENT_DETAILS.badCursor, { cause: error });
    }
    throw error;
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    comments: page.map((row) => toGuideComment(actor, row)),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({ created_at: last.created_at_key, comment_id: last.comment_id })
        : null,
    total: await countProjectComments(db, project.project_id),
  };
}

/** tRPC `learning.addComment`: the caller comments on a project they may read. */
export async function addGuideComment(
  db: Executor,
  actor: Identity,
  projectId: string,
  commentText: string,
): Promise<GuideComment> {
  const project = await requireReadableProject(db, actor, projectId);
  const inserted = await mapRefusals(() =>
    insertComment(db, {
      firebase_uid: actor.uid,
      project_id: project.project_id,
      comment_text: commentText,
    }),
  );
  const comment = await findComment(db, inserted.comment_id);
  if (!comment) throw new AppError('NOT_FOUND', COMMENT_DETAILS.commentNotFound);
  return toGuideComment(actor, comment);
}

/** DELETE /comments/{commentId}: the author deletes their own comment (403 for another's). */
export async function deleteGuideComment(
  db: Executor,
  actor: Identity,
  commentId: string,
): Promise<DeleteGuideCommentResponse> {
  if (!uuidSchema.safeParse(commentId).success) {
    throw new AppError('BAD_REQUEST', COMMENT_DETAILS.invalidCommentId);
  }
  const comment = await findComment(db, commentId);
  if (!comment) throw new AppError('NOT_FOUND', COMMENT_DETAILS.commentNotFound);
  if (comment.author_uid !== actor.uid) throw new AppError('FORBIDDEN', COMMENT_DETAILS.notYours);
  if (!(await deleteOwnComment(db, comment.comment_id, actor.uid))) {
    throw new AppError('NOT_FOUND', COMMENT_DETAILS.commentNotFound);
  }
  return { comment_id: comment.comment_id, deleted: true };
}
