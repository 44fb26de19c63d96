import type { Executor } from '../database';
import type { NewUser, User } from '../tables/users.table';

export async function findUserByUid(db: Executor, firebaseUid: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('firebase_uid', '=', firebaseUid)
    .executeTakeFirst();
}

/** Inserts the user; resolves to undefined (and changes nothing) if the uid already exists. */
export async function insertUser(db: Executor, user: NewUser): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('firebase_uid').doNothing())
    .returningAll()
    .executeTakeFirst();
}
