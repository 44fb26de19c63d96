import { messages } from '@stepwise/contracts';
import { Button, Dialog } from '@stepwise/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

/**
 * A form's text values and the props that bind one to a field: `<TextField {...field('name')} />`.
 * Every field is disabled while `disabled` (the form is saving).
 */
export function useTextFields<Values extends { [K in keyof Values]: string }>(
  initial: Values | (() => Values),
  disabled: boolean,
) {
  const [values, setValues] = useState(initial);
  const field = (key: keyof Values & string) => ({
    value: values[key],
    disabled,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return [values, field] as const;
}

export interface ItemFormFrameProps {
  title: string;
  description?: string;
  /** The submit button's label, and its label while `busy`. */
  submitLabel: string;
  busyLabel: string;
  /** While busy the dialog cannot be closed and its fields are disabled by the caller. */
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The dialog of a tool or material form: the fields, Cancel, and the submit button in the footer. */
export function ItemFormFrame({
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  onClose,
  onSubmit,
  children,
}: ItemFormFrameProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      hideClose={busy}
      title={title}
      description={description}
      className="max-w-lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {messages.app.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
      </form>
    </Dialog>
  );
}
