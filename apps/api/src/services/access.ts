import { messages, projectIdSchema } from '@stepwise/contracts';
import type { Executor } from '../db/database';
import {
  findProjectVisibility,
  type ProjectVisibility,
} from '../db/repositories/profile.repository';
import { findProjectOwner } from '../db/repositories/projects.repository';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';

/**
 * The client names the owner (`firebase_uid` in bodies and queries, `{uid}` in paths); the server
 * never trusts it: it must be the verified caller.
 */
export function assertSelf(actor: Identity, claimedUid: string | null | undefined): void {
  if (claimedUid !== undefined && claimedUid !== null && claimedUid !== actor.uid) {
    throw new AppError('FORBIDDEN', 'You can only access your own account and data.');
  }
}

export interface OwnedProject {
  project_id: string;
  firebase_uid: string;
  name: string;
}

/**
 * Loads a project the caller owns, or throws the spec's texts: a malformed id 400 'Invalid project
 * ID format.', a missing project 404 'Project not found.', another creator's 403 'Access denied.
 * You can only edit your own projects.'. Pass a transaction to lock the row (`forUpdate`).
 */
export async function requireOwnedProject(
  db: Executor,
  actor: Identity,
  projectId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OwnedProject> {
  assertProjectIdFormat(projectId);
  const project = await findProjectOwner(db, projectId, options);
  assertOwner(project, actor);
  return project;
}

/**
 * The rules of `requireOwnedProject` for a project read some other way (with its data, in one
 * statement): missing 404 'Project not found.', another creator's 403 'Access denied...'.
 */
export function assertOwner<T extends { firebase_uid: string }>(
  project: T | undefined,
  actor: Identity,
): asserts project is T {
  if (!project) throw new AppError('NOT_FOUND', messages.annotate.projectNotFound);
  if (project.firebase_uid !== actor.uid) {
    throw new AppError('FORBIDDEN', messages.annotate.accessDenied);
  }
}

/** A malformed project id is a 400 with the spec's 'Invalid project ID format.'. */
export function assertProjectIdFormat(projectId: string): void {
  if (!projectIdSchema.safeParse(projectId).success) {
    throw new AppError('BAD_REQUEST', messages.annotate.invalidProjectId);
  }
}

/**
 * Who may read a project (follow its guide, like, save, comment, print it): anyone signed in when
 * it is published, only its owner while it is a draft. Another creator's draft answers 404 like a
 * missing project, so its existence is not revealed.
 */
export function assertReadable<T extends { is_published: boolean; firebase_uid: string }>(
  project: T | undefined,
  actor: Identity,
): asserts project is T {
  if (!project || (!project.is_published && project.firebase_uid !== actor.uid)) {
    throw new AppError('NOT_FOUND', messages.annotate.projectNotFound);
  }
}

/** Loads a project the caller may read (see `assertReadable`), or throws 400/404. */
export async function requireReadableProject(
  db: Executor,
  actor: Identity,
  projectId: string,
): Promise<ProjectVisibility> {
  assertProjectIdFormat(projectId);
  const project = await findProjectVisibility(db, projectId);
  assertReadable(project, actor);
  return project;
}
