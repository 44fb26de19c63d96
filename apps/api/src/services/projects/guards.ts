import { messages } from '@stepwise/contracts';
import { PG_ERROR, pgErrorInfo } from '../../db/errors';
import type { Identity } from '../../domain/identity';
import { AppError } from '../../errors';
import type { StoragePathRefusal } from '../own-storage-path';

/**
 * A storage path the client names for a project (a video, the thumbnail, the frame) must be a
 * file in the caller's own area `users/{uid}/...`, where uploads go: a project can never point at
 * someone else's file. Anything else answers 403 naming the field.
 */
export function projectFileRefusal(actor: Identity, field: string): StoragePathRefusal {
  return {
    areas: ['users'],
    foreign: `${field} must be a file in your own storage area (users/${actor.uid}/...).`,
  };
}

/** SQLSTATEs of text PostgreSQL cannot store: a NUL in `text` (22021) or in `jsonb` (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

export const NO_USER_RECORD_DETAIL = 'No user record exists for this account yet. Please sign up.';

/**
 * The specific 4xx for a database refusal a client can cause here (text the database cannot
 * store, a user without a record, a project deleted meanwhile), or null; other rules fall to the
 * error handlers' generic safety net (`fromDatabaseRule`).
 */
export function refusalOf(error: unknown): AppError | null {
  const info = pgErrorInfo(error);
  if (!info) return null;
  if (UNSTORABLE_TEXT.has(info.code)) {
    return new AppError('BAD_REQUEST', 'Text must not contain NUL (\\u0000) characters.', {
      cause: error,
    });
  }
  if (info.code === PG_ERROR.foreignKeyViolation) {
    if (info.constraint?.endsWith('_firebase_uid_fkey')) {
      return new AppError('BAD_REQUEST', NO_USER_RECORD_DETAIL, { cause: error });
    }
    if (info.constraint?.endsWith('_project_id_fkey')) {
      return new AppError('NOT_FOUND', messages.annotate.projectNotFound, { cause: error });
    }
  }
  return null;
}

/** Runs `work`, turning a client-caused database refusal into its 4xx. */
export async function mapRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

export { withTransaction } from '../../db/database';
