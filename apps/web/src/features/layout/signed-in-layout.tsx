import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { DataProviders } from '@/features/layout/data-providers';
import { UnsavedWorkGuard } from '@/features/unsaved-work/unsaved-work-guard';
import { SessionUploadQueueProvider } from '@/features/uploads/session-upload-queue';
import { useIdToken } from '@/lib/id-token';

/**
 * The layout of every signed-in screen: the data providers and the user's upload queue around them
 * (uploads carry on from screen to screen) and the unsaved-work guard beside them. A lazy route of
 * its own, so the sign-in screens download neither the data code (TanStack Query, tRPC), the upload
 * code (tus, the record schemas) nor XState.
 */
export default function SignedInLayout() {
  return (
    <DataProviders>
      <UploadQueue>
        <UnsavedWorkGuard />
        <Outlet />
      </UploadQueue>
    </DataProviders>
  );
}

function UploadQueue({ children }: { children: ReactNode }) {
  const getIdToken = useIdToken();
  return <SessionUploadQueueProvider getToken={getIdToken}>{children}</SessionUploadQueueProvider>;
}
