import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Immutable, UpdatedAt } from './columns';

/** A backend user record, keyed by the identity service's uid (the API's `user_id`). */
export interface UsersTable {
  firebase_uid: Immutable<string>;
  username: string;
  email: string;
  affiliation: string | null;
  is_creator: Generated<boolean>;
  profile_photo_url: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
