import { messages } from '@stepwise/contracts';
import { LoadingState } from '@stepwise/ui';
import { createContext, use, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuthSession } from '@/features/auth/auth-context';

/** Signed-out visitors of any guarded route go to /login (spec 2, 6). */
export function RequireAuth() {
  const session = useAuthSession();
  if (session.status === 'loading') return <LoadingState label={messages.app.loading} />;
  if (session.status === 'signed-out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

type HoldRedirect = (held: boolean) => void;
const HoldRedirectContext = createContext<HoldRedirect>(() => undefined);

/**
 * Routes for signed-out visitors (/login, /register): a signed-in visitor is sent to `redirectTo`.
 * A form that is signing someone in holds the redirect while it finishes its own work (backend
 * sync, success message) and navigates by itself.
 */
export function GuestOnly({ redirectTo }: { redirectTo: string }) {
  const session = useAuthSession();
  const [held, setHeld] = useState(false);
  if (session.status === 'loading') return <LoadingState label={messages.app.loading} />;
  if (session.status === 'signed-in' && !held) return <Navigate to={redirectTo} replace />;
  return (
    <HoldRedirectContext value={setHeld}>
      <Outlet />
    </HoldRedirectContext>
  );
}

export function useHoldGuestRedirect(): HoldRedirect {
  return use(HoldRedirectContext);
}
