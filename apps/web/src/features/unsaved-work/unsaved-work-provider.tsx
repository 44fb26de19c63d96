import type { LeaveRequest, UnsavedWorkEvent, unsavedWorkMachine } from '@stepwise/machines';
import { createContext, type ReactNode, use, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { useAuthActions } from '@/features/auth/auth-context';
import { useDataLayerLoader } from '@/lib/data-layer-context';

export type UnsavedWorkActor = ActorRefFrom<typeof unsavedWorkMachine>;

/**
 * Where the screens send unsaved-work events. The machine behind it (and XState) comes with the
 * signed-in screens' layout (`UnsavedWorkGuard`); events sent before it is there are delivered, in
 * order, once it is. Without a guard nothing can be at stake, so a logout goes ahead at once.
 */
export class UnsavedWorkPort {
  #actor: UnsavedWorkActor | null = null;
  #waiting: UnsavedWorkEvent[] = [];
  readonly #signOut: () => Promise<void>;
  /** True while a logout runs, so its own redirect to /login is not held. */
  loggingOut = false;

  /** `signOut`: signs out and goes to /login. */
  constructor(signOut: () => Promise<void>) {
    this.#signOut = signOut;
  }

  /** Logs out now (the guard calls it once leaving is confirmed or nothing is at stake). */
  readonly logout = async (): Promise<void> => {
    this.loggingOut = true;
    try {
      await this.#signOut();
    } finally {
      this.loggingOut = false;
    }
  };

  send(event: UnsavedWorkEvent): void {
    if (this.#actor) this.#actor.send(event);
    else if (event.type === 'leave.request') {
      if (event.kind === 'logout') void this.logout().catch(console.error);
    } else this.#waiting.push(event);
  }

  /** Called by the guard with its actor when it starts, and with null when it stops. */
  attach(actor: UnsavedWorkActor | null): void {
    this.#actor = actor;
    const waiting = this.#waiting.splice(0);
    if (actor) for (const event of waiting) actor.send(event);
  }
}

const PortContext = createContext<UnsavedWorkPort | null>(null);

/**
 * The unsaved-work guard's port for the whole app (spec 4 "Unsaved work"): in-app navigation
 * (react-router's `useBlocker`), closing the tab (`beforeunload`), leaving authoring and logging
 * out wait for the 'Unsaved Changes' dialog when work is at stake. The authoring screen reports its
 * work with `useUnsavedWork().send({ type: 'work.update', ... })` and `{ type: 'work.saved' }`;
 * the profile screen sends `profile.loading` / `profile.loaded`.
 */
export function UnsavedWorkProvider({ children }: { children: ReactNode }) {
  const { signOut } = useAuthActions();
  const loadDataLayer = useDataLayerLoader();
  const navigate = useNavigate();
  const [port] = useState(
    () =>
      new UnsavedWorkPort(async () => {
        await signOut();
        // Nobody's data stays in the cache after a logout.
        (await loadDataLayer()).queryClient.clear();
        await navigate('/login', { replace: true });
      }),
  );
  return <PortContext value={port}>{children}</PortContext>;
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
