import { messages } from '@stepwise/contracts';
import { leaveConfirmation } from '@stepwise/machines';
import { ConfirmDialog } from '@stepwise/ui';
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useAuthSession } from '@/features/auth/auth-context';
import { useCreation, useCreationSelector } from '@/features/creation/creation-context';

/**
 * Leaving once the project exists and before the redirect deletes it, after a confirmation
 * (spec 4, 5): in-app navigation is held (react-router's `useBlocker`) and handed to the machine
 * as `leave.request`; the machine asks, deletes and goes on. Closing or reloading the tab while
 * saving gets the browser's own question (`beforeunload`).
 */
export function LeaveGuard() {
  const { actor } = useCreation();
  const busy = useCreationSelector((snapshot) => snapshot.hasTag('busy'));
  const confirmation = useCreationSelector(leaveConfirmation);
  const deleting = useCreationSelector((snapshot) =>
    snapshot.matches({ flow: { created: { leave: 'deleting' } } }),
  );

  useEffect(() => {
    if (!busy) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [busy]);

  return (
    <>
      <NavigationHold />
      <ConfirmDialog
        open={confirmation !== null || deleting}
        title={messages.sidebar.unsavedDialogTitle}
        message={confirmation ?? messages.unsaved.createdNotEdited}
        confirmLabel={messages.app.continue}
        cancelLabel={messages.app.cancel}
        busy={deleting}
        busyLabel={messages.projectCard.deleting}
        tone="danger"
        onConfirm={() => actor.send({ type: 'leave.confirm' })}
        onCancel={() => actor.send({ type: 'leave.cancel' })}
      />
    </>
  );
}

/**
 * Holds in-app navigation while the project exists and hands it to the machine as
 * `leave.request`. The blocker stays registered for the life of the page and asks the machine at
 * each navigation, so there is no moment after the creation when a click gets through. (The router
 * consults only the newest blocker: on this page this one, in place of the app's unsaved-work
 * guard, which has nothing to hold here.)
 */
function NavigationHold() {
  const { actor } = useCreation();
  // A sign-out is not held: without a session the project cannot be deleted from here (the
  // clean-up on My Projects removes projects without steps).
  const session = useAuthSession();
  const signedIn = useRef(session.status === 'signed-in');
  signedIn.current = session.status === 'signed-in';

  // Reads the machine as it is now: its own redirect (the project no longer just created) passes.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      signedIn.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      actor.getSnapshot().hasTag('projectCreated'),
    [actor],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    // The machine asks, then navigates itself once the project is deleted (or stays).
    blocker.reset();
    actor.send({ type: 'leave.request', to: `${pathname}${search}${hash}` });
  }, [blocker, actor]);

  return null;
}
