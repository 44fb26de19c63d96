import type { StepTextField } from '@stepwise/machines';
import { TextField } from '@stepwise/ui';
import { TextAreaField } from '@/features/step-tabs/text-area-field';
import { type StepEditorRef, useStepText } from '@/features/step-tabs/use-step-editor';

export interface StepTextInputProps {
  editor: StepEditorRef;
  field: StepTextField;
  label: string;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  /** Something to check (an amber outline and this text under the field). */
  caution?: string | undefined;
}

/**
 * One text field of the step being edited: shows the machine's value and sends `step.change` on
 * every keystroke (typing into the empty form starts a new step).
 */
export function StepTextInput({
  editor,
  field,
  label,
  multiline = false,
  caution,
}: StepTextInputProps) {
  const value = useStepText(editor, field);
  const change = (text: string) => editor.send({ type: 'step.change', patch: { [field]: text } });
  if (multiline) {
    return (
      <TextAreaField label={label} value={value} onChange={(event) => change(event.target.value)} />
    );
  }
  return (
    <TextField
      label={label}
      value={value}
      caution={caution}
      onChange={(event) => change(event.target.value)}
    />
  );
}
