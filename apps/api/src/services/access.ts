import { AppError } from '../errors';
import type { Identity } from '../plugins/firebase';

/**
 * The client names the owner (`firebase_uid` in bodies, `{uid}` in paths); the server never trusts
 * it: it must be the verified caller.
 */
export function assertSelf(actor: Identity, claimedUid: string | null | undefined): void {
  if (claimedUid !== undefined && claimedUid !== null && claimedUid !== actor.uid) {
    throw new AppError('FORBIDDEN', 'You can only access your own account and data.');
  }
}
