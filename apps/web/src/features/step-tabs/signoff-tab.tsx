import { messages } from '@stepwise/contracts';
import { StepTextInput } from '@/features/step-tabs/step-text-inputs';
import type { StepEditorRef } from '@/features/step-tabs/use-step-editor';

const labels = messages.steps.signoffLabels;

/** The Sign Off tab: the notes and the validation question with its expected answer. */
export function SignoffTab({ editor }: { editor: StepEditorRef }) {
  return (
    <div className="flex flex-col gap-4">
      <StepTextInput
        editor={editor}
        field="cautionaryNotes"
        label={labels.cautionaryNotes}
        multiline
      />
      <StepTextInput
        editor={editor}
        field="bestPracticeNotes"
        label={labels.bestPracticeNotes}
        multiline
      />
      <StepTextInput editor={editor} field="validationQuestion" label={labels.validationQuestion} />
      <StepTextInput editor={editor} field="validationAnswer" label={labels.validationAnswer} />
    </div>
  );
}
