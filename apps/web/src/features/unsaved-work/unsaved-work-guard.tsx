import { type LeaveRequest, unsavedWorkMachine } from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker, useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { isAuthoringPath } from '@/features/layout/authoring-path';
import {
  clearStoredFlags,
  readStoredFlags,
  writeStoredFlags,
} from '@/features/unsaved-work/session-flags';
import UnsavedChangesDialog from '@/features/unsaved-work/unsaved-changes-dialog';
import { useUnsavedWork } from '@/features/unsaved-work/unsaved-work-provider';
import { useMachineActor } from '@/lib/use-machine';

/**
 * The unsaved-work guard (spec 4 "Unsaved work"): one `unsavedWorkMachine` actor, attached to the
 * app's port while the signed-in screens are shown (it is part of their layout). In-app navigation
 * is held by react-router's `useBlocker` and closing the tab by `beforeunload` while the machine is
 * `dirty` (or the profile is loading); the 'Unsaved Changes' dialog asks.
 */
export function UnsavedWorkGuard() {
  const port = useUnsavedWork();
  const { pathname } = useLocation();
  const blockerRef = useRef<Blocker | null>(null);

  const actor = useMachineActor(
    unsavedWorkMachine.provide({
      actors: {
        // Flags left by an editor that is not open any more (a reload elsewhere) are not restored.
        loadFlags: fromPromise(async () => (isAuthoringPath(pathname) ? readStoredFlags() : null)),
      },
      actions: {
        persistFlags: (_, facts) => writeStoredFlags(facts),
        clearFlags: () => clearStoredFlags(),
        proceed: (_, request: LeaveRequest) => {
          // Actions run inside the transition: act once the machine has settled.
          queueMicrotask(() => {
            if (request.kind === 'logout') void port.logout().catch(console.error);
            else if (blockerRef.current?.state === 'blocked') blockerRef.current.proceed();
          });
        },
        stay: () => {
          if (blockerRef.current?.state === 'blocked') blockerRef.current.reset();
        },
      },
    }),
  );

  const guarded = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('dirty') || snapshot.hasTag('profileLoading'),
  );
  /** How the held navigation was made: POP is the browser's back (or forward) button. */
  const heldAction = useRef<string>('PUSH');
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) => {
      if (port.loggingOut || currentLocation.pathname === nextLocation.pathname) return false;
      const snapshot = actor.getSnapshot();
      const block = snapshot.hasTag('dirty') || snapshot.hasTag('profileLoading');
      if (block) heldAction.current = historyAction;
      return block;
    },
    [actor, port],
  );
  const blocker = useBlocker(guarded ? shouldBlock : false);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const leavingAuthoring =
      isAuthoringPath(pathname) && !isAuthoringPath(blocker.location.pathname);
    const request: LeaveRequest =
      heldAction.current === 'POP'
        ? { kind: 'back', action: 'go back' }
        : { kind: 'navigate', action: leavingAuthoring ? 'leave authoring' : 'leave' };
    actor.send({ type: 'leave.request', ...request });
  }, [blocker, actor, pathname]);

  const dirty = useSelector(actor, (snapshot) => snapshot.hasTag('dirty'));
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    port.attach(actor);
    return () => port.attach(null);
  }, [port, actor]);

  return <UnsavedChangesDialog actor={actor} />;
}
