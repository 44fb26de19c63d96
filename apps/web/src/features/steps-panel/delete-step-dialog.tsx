import { messages } from '@stepwise/contracts';
import { ConfirmDialog } from '@stepwise/ui';
import { type ReactNode, useState } from 'react';
import { stepsPanelTexts } from '@/features/steps-panel/texts';

export interface StepToDelete {
  id: string;
  number: number;
  name: string;
}

export interface DeleteStepDialogProps {
  /** The step being asked about; the dialog is closed while null. */
  step: StepToDelete | null;
  onConfirm: (id: string) => void;
  onCancel: () => void;
}

/**
 * The spec's confirmation before deleting a step (spec 5 "Confirmations"):
 * 'Are you sure you want to delete "Step N: {step name}"? This action cannot be undone.'
 */
export function DeleteStepDialog({ step, onConfirm, onCancel }: DeleteStepDialogProps) {
  return (
    <ConfirmDialog
      open={step !== null}
      tone="danger"
      title={stepsPanelTexts.confirmDeleteTitle}
      message={step ? messages.steps.confirmDelete(step.number, step.name) : ''}
      confirmLabel={messages.overview.deleteStep}
      onConfirm={() => {
        if (step) onConfirm(step.id);
      }}
      onCancel={onCancel}
    />
  );
}

/**
 * Asking before a step is deleted: `ask(step)` opens the confirmation, `dialog` renders it, and
 * `onDelete` runs only once the author confirmed.
 */
export function useStepDeletion(onDelete: (id: string) => void): {
  ask: (step: StepToDelete) => void;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<StepToDelete | null>(null);
  const dialog = (
    <DeleteStepDialog
      step={asking}
      onConfirm={(id) => {
        setAsking(null);
        onDelete(id);
      }}
      onCancel={() => setAsking(null)}
    />
  );
  return { ask: setAsking, dialog };
}
