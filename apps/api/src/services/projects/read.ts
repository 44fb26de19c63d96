import {
  messages,
  PROJECT_COMMENTS_EMBED_MAX,
  type ProjectSummary as ProjectCard,
  type Project as ProjectDetail,
  type ProjectFile as ProjectFileRecord,
  type ProjectFileRole,
  type UserProjectsResponse as UserProjects,
} from '@stepwise/contracts';
import type { Executor } from '../../db/database';
import type { JsonText } from '../../db/json';
import {
  findProjectById,
  listProjectFiles,
  projectCardsJson,
  projectComments,
} from '../../db/repositories/projects.repository';
import type { ProjectFile } from '../../db/tables/project-files.table';
import type { Identity } from '../../domain/identity';
import { AppError } from '../../errors';
import { assertSelf, requireOwnedProject } from '../access';

export type { ProjectCard, ProjectDetail, ProjectFileRecord, UserProjects };

function toFileRecord(file: ProjectFile): ProjectFileRecord {
  return {
    role: file.role,
    file_key: file.file_key,
    file_url: file.file_url,
    original_filename: file.original_filename,
    mime_type: file.mime_type,
    file_size_bytes: file.file_size_bytes,
    video_order: file.video_order,
  };
}

function toVideoEntry(file: ProjectFile) {
  return {
    name: file.original_filename,
    url: file.file_url,
    path: file.file_key,
    mime_type: file.mime_type,
    file_size_bytes: file.file_size_bytes,
  };
}

/** GET /projects/{projectId}: the caller's project with its videos and newest comments. */
export async function getProject(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
): Promise<ProjectDetail> {
  assertSelf(actor, claimedUid);
  await requireOwnedProject(db, actor, projectId);
  const [project, files, comments] = await Promise.all([
    findProjectById(db, projectId),
    listProjectFiles(db, projectId),
    projectComments(db, projectId, PROJECT_COMMENTS_EMBED_MAX),
  ]);
  // Deleted between the ownership check and the read.
  if (!project) throw new AppError('NOT_FOUND', messages.annotate.projectNotFound);
  const shortForm = files.find((file) => file.role === 'SHORT_FORM_VIDEO');
  return {
    project_id: project.project_id,
    name: project.name,
    description: project.description,
    tags: project.tags,
    firebase_uid: project.firebase_uid,
    thumbnail_url: project.thumbnail_url,
    frame_url: project.frame_url,
    UploadVideos: files.filter((file) => file.role === 'PRIMARY_VIDEO').map(toVideoEntry),
    ai_breakdown_data: project.ai_breakdown_data as ProjectDetail['ai_breakdown_data'],
    ShortFormVideo: shortForm ? toVideoEntry(shortForm) : null,
    is_published: project.is_published,
    view_count: project.view_count,
    like_count: project.like_count,
    comment_count: comments.total,
    comments: comments.comments.map((comment) => ({
      ...comment,
      created_at: comment.created_at.toISOString(),
    })),
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
  };
}

/**
 * GET /users/{uid}/projects: the caller's projects split into published and drafts, each newest
 * first, with view, like and comment counts: one query for all of them.
 */
export async function listUserProjects(
  db: Executor,
  actor: Identity,
  uid: string,
): Promise<UserProjects> {
  return JSON.parse(await listUserProjectsJson(db, actor, uid));
}

/** The same list as JSON text assembled by the database (the REST reply sends it as is). */
export async function listUserProjectsJson(
  db: Executor,
  actor: Identity,
  uid: string,
): Promise<JsonText<UserProjects>> {
  assertSelf(actor, uid);
  return (await projectCardsJson(db, actor.uid)) as string as JsonText<UserProjects>;
}

/**
 * GET /projects/{projectId}/files: the caller's project's file records, project videos in
 * `video_order` then the short-form video; `role` keeps only that role.
 */
export async function listFilesOfProject(
  db: Executor,
  actor: Identity,
  projectId: string,
  query: { firebase_uid?: string; role?: ProjectFileRole } = {},
): Promise<ProjectFileRecord[]> {
  assertSelf(actor, query.firebase_uid);
  await requireOwnedProject(db, actor, projectId);
  const files = await listProjectFiles(db, projectId, query.role);
  return files.map(toFileRecord);
}
