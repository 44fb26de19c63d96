import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, Immutable, UpdatedAt } from './columns';

/** A user's save (bookmark) of a project; one per (user, project). */
export interface SavesTable {
  firebase_uid: Immutable<string>;
  project_id: Immutable<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Save = Selectable<SavesTable>;
export type NewSave = Insertable<SavesTable>;
