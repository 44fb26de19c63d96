import {
  type CommentInput,
  type LikeResponse,
  PROFILE_LIMITS,
  type ProfileListQuery,
  type ProfileProjectSummary as ProfileProject,
  type SaveResponse,
  type SearchHistoryEntry as SearchHistoryRecord,
  type SearchTermInput,
  type UserComment as UserCommentRecord,
} from '@stepwise/contracts';
import type { Executor } from '../db/database';
import {
  deleteMark,
  insertComment,
  insertMark,
  insertSearchTerm,
  listMarkedProjects,
  listSearchTerms,
  listUserComments,
  type MarkedProjectRow,
  type ProjectMark,
  projectLikeCount,
} from '../db/repositories/profile.repository';
import type { Identity } from '../domain/identity';
import { assertSelf, requireReadableProject } from './access';
import { mapRefusals } from './projects/guards';

export type { ProfileProject, SearchHistoryRecord, UserCommentRecord };

const listLimit = (query: ProfileListQuery): number => query.limit ?? PROFILE_LIMITS.listMax;

function toProfileProject(row: MarkedProjectRow): ProfileProject {
  return {
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    created_at: row.created_at.toISOString(),
    creator: { username: row.creator_username },
  };
}

/** The caller's liked or saved projects, most recent first (`liked_projects`, `saved_projects`). */
function markedProjects(mark: ProjectMark) {
  return async (
    db: Executor,
    actor: Identity,
    uid: string,
    query: ProfileListQuery = {},
  ): Promise<ProfileProject[]> => {
    assertSelf(actor, uid);
    const rows = await listMarkedProjects(db, mark, actor.uid, listLimit(query));
    return rows.map(toProfileProject);
  };
}

/** GET /users/{uid}/liked_projects */
export const likedProjects = markedProjects('likes');
/** GET /users/{uid}/saved_projects */
export const savedProjects = markedProjects('saves');

/** GET /users/{uid}/comments: the caller's comments, newest first, with their project. */
export async function userComments(
  db: Executor,
  actor: Identity,
  uid: string,
  query: ProfileListQuery = {},
): Promise<UserCommentRecord[]> {
  assertSelf(actor, uid);
  const rows = await listUserComments(db, actor.uid, listLimit(query));
  return rows.map((row) => ({
    comment_id: row.comment_id,
    comment_text: row.comment_text,
    created_at: row.created_at.toISOString(),
    project: { project_id: row.project_id, name: row.project_name },
  }));
}

/** GET /users/{uid}/search_history: the caller's terms, newest first, each once. */
export async function searchHistory(
  db: Executor,
  actor: Identity,
  uid: string,
  query: ProfileListQuery = {},
): Promise<string[]> {
  assertSelf(actor, uid);
  return listSearchTerms(db, actor.uid, listLimit(query));
}

/** POST /users/{uid}/search_history: records a search of the caller. */
export async function addSearchTerm(
  db: Executor,
  actor: Identity,
  uid: string,
  input: SearchTermInput,
): Promise<SearchHistoryRecord> {
  assertSelf(actor, uid);
  const entry = await mapRefusals(() => insertSearchTerm(db, actor.uid, input.term));
  return { term: entry.term, created_at: entry.created_at.toISOString() };
}

async function setMark(
  db: Executor,
  actor: Identity,
  mark: ProjectMark,
  projectId: string,
  on: boolean,
): Promise<string> {
  const project = await requireReadableProject(db, actor, projectId);
  await mapRefusals(() =>
    on
      ? insertMark(db, mark, actor.uid, project.project_id)
      : deleteMark(db, mark, actor.uid, project.project_id),
  );
  return project.project_id;
}

/** POST / DELETE /projects/{projectId}/like (idempotent); `like_count` is kept by a trigger. */
export async function setLike(
  db: Executor,
  actor: Identity,
  projectId: string,
  liked: boolean,
): Promise<LikeResponse> {
  const id = await setMark(db, actor, 'likes', projectId, liked);
  return { project_id: id, liked, like_count: await projectLikeCount(db, id) };
}

/** POST / DELETE /projects/{projectId}/save (idempotent). */
export async function setSave(
  db: Executor,
  actor: Identity,
  projectId: string,
  saved: boolean,
): Promise<SaveResponse> {
  const id = await setMark(db, actor, 'saves', projectId, saved);
  return { project_id: id, saved };
}

/** POST /projects/{projectId}/comments: the caller comments on a project they may see. */
export async function addComment(
  db: Executor,
  actor: Identity,
  projectId: string,
  input: CommentInput,
): Promise<UserCommentRecord> {
  const project = await requireReadableProject(db, actor, projectId);
  const comment = await mapRefusals(() =>
    insertComment(db, {
      firebase_uid: actor.uid,
      project_id: project.project_id,
      comment_text: input.comment_text,
    }),
  );
  return {
    comment_id: comment.comment_id,
    comment_text: comment.comment_text,
    created_at: comment.created_at.toISOString(),
    project: { project_id: project.project_id, name: project.name },
  };
}
