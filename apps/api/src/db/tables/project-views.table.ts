import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, UpdatedAt } from './columns';

/**
 * One view of a project. `viewer_uid` is null for an anonymous view or once the viewer's account
 * is deleted. Keeps `projects.view_count`.
 */
export interface ProjectViewsTable {
  view_id: GeneratedId;
  project_id: Immutable<string>;
  viewer_uid: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type ProjectView = Selectable<ProjectViewsTable>;
export type NewProjectView = Insertable<ProjectViewsTable>;
