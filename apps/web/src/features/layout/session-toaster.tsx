import { lazy, Suspense } from 'react';
import { useAuthSession } from '@/features/auth/auth-context';

const Toaster = lazy(() => import('@/features/layout/toaster'));

/**
 * The toasts (top right, 5 s or click). Only the signed-in screens raise toasts, so the toast code
 * loads with them; a toast raised before it has loaded is shown once it has.
 */
export function SessionToaster() {
  const session = useAuthSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
