import { messages } from '@stepwise/contracts';
import { formatTimecode } from '@stepwise/machines';
import { ErrorBanner } from '@stepwise/ui';
import { StepTextInput } from '@/features/step-tabs/step-text-inputs';
import { stepTabsTexts as texts } from '@/features/step-tabs/texts';
import {
  type StepEditorRef,
  useEditorError,
  useStepTime,
} from '@/features/step-tabs/use-step-editor';

const labels = messages.steps.detailsLabels;

function TimeReadout({
  editor,
  field,
  label,
}: {
  editor: StepEditorRef;
  field: 'startTime' | 'endTime';
  label: string;
}) {
  const seconds = useStepTime(editor, field);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-mono text-sm text-slate-900 tabular-nums">
        {seconds === null ? texts.timing.notSet : formatTimecode(seconds)}
      </dd>
    </div>
  );
}

/** The Step Details tab: name, description, the step's time range and the save error. */
export function DetailsTab({ editor }: { editor: StepEditorRef }) {
  const error = useEditorError(editor, 'step');
  return (
    <div className="flex flex-col gap-4">
      <StepTextInput editor={editor} field="name" label={labels.name} />
      <StepTextInput editor={editor} field="description" label={labels.description} multiline />
      <section aria-label={messages.player.stepTiming} className="flex flex-col gap-2">
        <dl className="grid grid-cols-2 gap-3">
          <TimeReadout editor={editor} field="startTime" label={labels.startTime} />
          <TimeReadout editor={editor} field="endTime" label={labels.endTime} />
        </dl>
        <p className="text-xs text-slate-500">{texts.timing.hint}</p>
      </section>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
    </div>
  );
}
