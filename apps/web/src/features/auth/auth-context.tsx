import { createContext, type ReactNode, use } from 'react';
import type { AuthActions, AuthSession } from '@/features/auth/session';

const SessionContext = createContext<AuthSession | null>(null);
const ActionsContext = createContext<AuthActions | null>(null);

export interface AuthProviderProps {
  session: AuthSession;
  actions: AuthActions;
  children: ReactNode;
}

/**
 * Supplies the auth state and actions. The app feeds it from Firebase (FirebaseAuthProvider);
 * tests feed it a fixed session directly.
 */
export function AuthProvider({ session, actions, children }: AuthProviderProps) {
  return (
    <ActionsContext value={actions}>
      <SessionContext value={session}>{children}</SessionContext>
    </ActionsContext>
  );
}

export function useAuthSession(): AuthSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useAuthSession must be used inside <AuthProvider>');
  return session;
}

export function useAuthActions(): AuthActions {
  const actions = use(ActionsContext);
  if (!actions) throw new Error('useAuthActions must be used inside <AuthProvider>');
  return actions;
}
