import { selectLeaveDialog } from '@stepwise/machines';
import { ConfirmDialog } from '@stepwise/ui';
import { useSelector } from '@xstate/react';
import type { UnsavedWorkActor } from '@/features/unsaved-work/unsaved-work-provider';

const sameDialog = (
  a: ReturnType<typeof selectLeaveDialog>,
  b: ReturnType<typeof selectLeaveDialog>,
): boolean => a?.message === b?.message && a?.title === b?.title;

/** Spec 2: 'Unsaved Changes' with Cancel and Continue, open while a leave request waits. */
export default function UnsavedChangesDialog({ actor }: { actor: UnsavedWorkActor }) {
  const dialog = useSelector(actor, selectLeaveDialog, sameDialog);
  return (
    <ConfirmDialog
      open={dialog !== null}
      title={dialog?.title ?? ''}
      message={dialog?.message ?? ''}
      cancelLabel={dialog?.cancelLabel}
      confirmLabel={dialog?.continueLabel ?? ''}
      onConfirm={() => actor.send({ type: 'leave.confirm' })}
      onCancel={() => actor.send({ type: 'leave.cancel' })}
    />
  );
}
