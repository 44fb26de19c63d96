import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, UpdatedAt } from './columns';

export interface CommentsTable {
  comment_id: GeneratedId;
  /** The author. */
  firebase_uid: Immutable<string>;
  project_id: Immutable<string>;
  comment_text: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Comment = Selectable<CommentsTable>;
export type NewComment = Insertable<CommentsTable>;
export type CommentUpdate = Updateable<CommentsTable>;
