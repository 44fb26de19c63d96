import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** 'Cancel' unless given. */
  cancelLabel?: string;
  /** While true the confirm button shows `busyLabel` and the dialog cannot be dismissed. */
  busy?: boolean;
  busyLabel?: string;
  /** 'danger' paints the confirm button red (deletions). */
  tone?: 'danger' | 'default';
  onConfirm: () => void;
  /** Called by the cancel button, Escape, the close button and a click outside. */
  onCancel: () => void;
}

/**
 * A yes/no question in a Dialog. The cancel button, the choice that changes nothing, takes the
 * first focus (Enter or Space right away keeps the creator's work); Escape, the close button and
 * a click outside cancel too, and the focus goes back to what opened the question.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel,
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      hideClose={busy}
      initialFocus={cancel}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title}
      description={message}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
