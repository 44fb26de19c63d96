import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useAuthSession } from '@/features/auth/auth-context';
import { UploadQueue } from '@/features/uploads/upload-queue';
import { UploadQueueProvider } from '@/features/uploads/use-upload-queue';

interface PendingDisposal {
  queue: UploadQueue;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * One upload queue per signed-in user (`owner` = their uid, tokens from the identity provider),
 * shared by every screen below; it is disposed when that user signs out or another signs in.
 * Signed out there is no queue (the screens that upload are behind sign-in).
 */
export function SessionUploadQueueProvider({
  getToken,
  children,
}: {
  getToken: () => Promise<string | null>;
  children: ReactNode;
}) {
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const queue = useMemo(
    () => (uid ? new UploadQueue({ getToken, owner: uid }) : null),
    [uid, getToken],
  );

  // Disposal waits a tick, so React's development double effect (mount, unmount, mount) keeps the
  // queue; a real sign-out or unmount disposes it.
  const disposal = useRef<PendingDisposal | null>(null);
  useEffect(() => {
    if (!queue) return;
    if (disposal.current?.queue === queue) {
      clearTimeout(disposal.current.timer);
      disposal.current = null;
    }
    return () => {
      disposal.current = { queue, timer: setTimeout(() => queue.dispose(), 0) };
    };
  }, [queue]);

  return <UploadQueueProvider queue={queue}>{children}</UploadQueueProvider>;
}
