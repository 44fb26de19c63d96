import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, Immutable, UpdatedAt } from './columns';

/** A user's like of a project; one per (user, project). Keeps `projects.like_count`. */
export interface LikesTable {
  firebase_uid: Immutable<string>;
  project_id: Immutable<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Like = Selectable<LikesTable>;
export type NewLike = Insertable<LikesTable>;
