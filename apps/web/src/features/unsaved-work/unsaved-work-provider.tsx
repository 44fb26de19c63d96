import type { LeaveRequest, UnsavedWorkEvent, unsavedWorkMachine } from '@stepwise/machines';
import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAuthSession } from '@/features/auth/auth-context';

export type UnsavedWorkActor = ActorRefFrom<typeof unsavedWorkMachine>;

/**
 * Where the screens send unsaved-work events. The machine behind it (and XState) load with the
 * signed-in screens; events sent before it is there are delivered, in order, once it is.
 */
export class UnsavedWorkPort {
  #actor: UnsavedWorkActor | null = null;
  #waiting: UnsavedWorkEvent[] = [];

  send(event: UnsavedWorkEvent): void {
    if (this.#actor) this.#actor.send(event);
    else this.#waiting.push(event);
  }

  /** Called by the guard with its actor when it starts, and with null when it stops. */
  attach(actor: UnsavedWorkActor | null): void {
    this.#actor = actor;
    const waiting = this.#waiting.splice(0);
    if (actor) for (const event of waiting) actor.send(event);
  }
}

const UnsavedWorkGuard = lazy(() => import('@/features/unsaved-work/unsaved-work-guard'));
const PortContext = createContext<UnsavedWorkPort | null>(null);

/**
 * The unsaved-work guard of the whole app (spec 4 "Unsaved work"), while someone is signed in:
 * in-app navigation (react-router's `useBlocker`), closing the tab (`beforeunload`), leaving
 * authoring and logging out wait for the 'Unsaved Changes' dialog when work is at stake. The
 * authoring screen reports its work with `useUnsavedWork().send({ type: 'work.update', ... })` and
 * `{ type: 'work.saved' }`; the profile screen sends `profile.loading` / `profile.loaded`.
 */
export function UnsavedWorkProvider({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const [port] = useState(() => new UnsavedWorkPort());
  return (
    <PortContext value={port}>
      {children}
      {session.status === 'signed-in' ? (
        <Suspense fallback={null}>
          <UnsavedWorkGuard port={port} />
        </Suspense>
      ) : null}
    </PortContext>
  );
}

/** The port for reporting work (`work.update`, `work.saved`, `profile.loading`, `profile.loaded`). */
export function useUnsavedWork(): UnsavedWorkPort {
  const port = use(PortContext);
  if (!port) throw new Error('useUnsavedWork must be used inside <UnsavedWorkProvider>');
  return port;
}

/** Asks to leave (e.g. log out): goes ahead at once when nothing is at stake, else asks first. */
export function useRequestLeave(): (request: LeaveRequest) => void {
  const port = useUnsavedWork();
  return useCallback((request) => port.send({ type: 'leave.request', ...request }), [port]);
}
