import { messages } from '@stepwise/contracts';
import type { SnapshotFrom } from 'xstate';
import type { unsavedWorkMachine } from '../unsaved-work.machine';

/** Small reads of the unsaved-work snapshot for the sidebar, the route blocker and the dialog. */

export type UnsavedWorkSnapshot = SnapshotFrom<typeof unsavedWorkMachine>;

/** The 'Unsaved Changes' dialog of spec 2: its title, question and buttons. */
export interface LeaveDialog {
  title: string;
  message: string;
  cancelLabel: string;
  continueLabel: string;
}

/** Unsaved work exists (spec 4): drives `useBlocker` and `beforeunload`. */
export const selectHasUnsavedWork = (snapshot: UnsavedWorkSnapshot): boolean =>
  snapshot.hasTag('dirty');

/** The profile is still loading: leaving asks for confirmation too. */
export const selectIsProfileLoading = (snapshot: UnsavedWorkSnapshot): boolean =>
  snapshot.hasTag('profileLoading');

/** The confirmation text of spec 5 for the request waiting, or `null` when none waits. */
export function selectLeaveMessage(snapshot: UnsavedWorkSnapshot): string | null {
  const request = snapshot.context.request;
  if (request === null || !snapshot.hasTag('confirming')) return null;
  if (snapshot.matches({ leave: { confirming: 'pageLeave' } })) return messages.unsaved.pageLeave;
  if (snapshot.matches({ leave: { confirming: 'stillLoading' } })) {
    return messages.unsaved.stillLoading;
  }
  if (snapshot.matches({ leave: { confirming: 'aiSteps' } })) {
    const count = snapshot.context.facts?.unfinalizedAiSteps ?? 0;
    return messages.unsaved.aiSteps(count, request.action);
  }
  return messages.unsaved.changes(request.action);
}

/** The dialog to show, or `null` when no request waits for confirmation. */
export function selectLeaveDialog(snapshot: UnsavedWorkSnapshot): LeaveDialog | null {
  const message = selectLeaveMessage(snapshot);
  if (message === null) return null;
  return {
    title: messages.sidebar.unsavedDialogTitle,
    message,
    cancelLabel: messages.app.cancel,
    continueLabel: messages.app.continue,
  };
}
