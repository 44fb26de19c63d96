import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, UpdatedAt } from './columns';

export const PROJECT_FILE_ROLES = ['PRIMARY_VIDEO', 'SHORT_FORM_VIDEO'] as const;
export type ProjectFileRole = (typeof PROJECT_FILE_ROLES)[number];

/**
 * A project's uploaded videos: `PRIMARY_VIDEO`s ordered by `video_order` (0, 1, ...) and at most
 * one `SHORT_FORM_VIDEO` (its `video_order` is 0).
 */
export interface ProjectFilesTable {
  file_id: GeneratedId;
  project_id: Immutable<string>;
  role: ProjectFileRole;
  video_order: Generated<number>;
  /** The storage path. */
  file_key: string;
  file_url: string;
  original_filename: string;
  mime_type: string | null;
  file_size_bytes: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type ProjectFile = Selectable<ProjectFilesTable>;
export type NewProjectFile = Insertable<ProjectFilesTable>;
export type ProjectFileUpdate = Updateable<ProjectFilesTable>;
