import { TEXT_LIMITS } from '@stepwise/contracts';
import type { StepTextField } from '@stepwise/machines';
import { TextField } from '@stepwise/ui';
import { SAVE_FIELD_ATTRIBUTE } from '@/features/authoring/editor/save-step';
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
  /** A refused save of this field, shown under it (the field takes focus: see `saveStep`). */
  error?: string | undefined;
}

/** The most characters each step text takes (the server's limits, issue #18). */
const STEP_TEXT_LIMITS: Record<StepTextField, number> = {
  name: TEXT_LIMITS.stepName,
  description: TEXT_LIMITS.stepDescription,
  cautionaryNotes: TEXT_LIMITS.stepNotes,
  bestPracticeNotes: TEXT_LIMITS.stepNotes,
  validationQuestion: TEXT_LIMITS.validationText,
  validationAnswer: TEXT_LIMITS.validationText,
};

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
  error,
}: StepTextInputProps) {
  const value = useStepText(editor, field);
  const change = (text: string) => editor.send({ type: 'step.change', patch: { [field]: text } });
  if (multiline) {
    return (
      <TextAreaField
        label={label}
        value={value}
        error={error}
        maxLength={STEP_TEXT_LIMITS[field]}
        {...{ [SAVE_FIELD_ATTRIBUTE]: field }}
        onChange={(event) => change(event.target.value)}
      />
    );
  }
  return (
    <TextField
      label={label}
      value={value}
      caution={caution}
      error={error}
      maxLength={STEP_TEXT_LIMITS[field]}
      {...{ [SAVE_FIELD_ATTRIBUTE]: field }}
      onChange={(event) => change(event.target.value)}
    />
  );
}
