import type { CreateUserData, User } from '@stepwise/contracts';
import type { Executor } from '../db/database';
import { findUserByUid, insertUser } from '../db/repositories/users.repository';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';
import { assertSelf } from './access';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByUid>>>;

function toProfile(row: UserRow): User {
  return {
    user_id: row.firebase_uid,
    username: row.username,
    email: row.email,
    affiliation: row.affiliation,
    is_creator: row.is_creator,
    profile_photo_url: row.profile_photo_url,
  };
}

/**
 * Creates the backend record of the verified caller. Every account made through the product is a
 * creator. A second call for the same user answers 400 (the social sign-in sync tolerates it).
 */
export async function createUser(
  db: Executor,
  actor: Identity,
  input: CreateUserData,
): Promise<User> {
  assertSelf(actor, input.firebase_uid);
  const email = actor.email ?? input.email;
  if (actor.email && input.email.toLowerCase() !== actor.email.toLowerCase()) {
    throw new AppError('BAD_REQUEST', 'The e-mail does not match the signed-in account.');
  }
  const row = await insertUser(db, {
    firebase_uid: actor.uid,
    username: input.username.trim(),
    email,
    is_creator: true,
  });
  if (!row) {
    throw new AppError('BAD_REQUEST', 'User already exists.');
  }
  return toProfile(row);
}

export async function getUser(db: Executor, actor: Identity, uid: string): Promise<User> {
  assertSelf(actor, uid);
  const row = await findUserByUid(db, uid);
  if (!row) {
    throw new AppError('NOT_FOUND', 'No user record exists for this account yet. Please sign up.');
  }
  return toProfile(row);
}
