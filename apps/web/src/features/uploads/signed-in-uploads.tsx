import { Outlet } from 'react-router';
import { SessionUploadQueueProvider } from '@/features/uploads/session-upload-queue';
import { useIdToken } from '@/lib/id-token';

/**
 * The layout of every signed-in screen: the signed-in user's upload queue around them, so uploads
 * carry on from screen to screen. A lazy route of its own: the upload code (tus, the record
 * schemas) is not part of the sign-in screens' download.
 */
export default function SignedInUploads() {
  const getIdToken = useIdToken();
  return (
    <SessionUploadQueueProvider getToken={getIdToken}>
      <Outlet />
    </SessionUploadQueueProvider>
  );
}
