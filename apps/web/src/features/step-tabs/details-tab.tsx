import { messages } from '@stepwise/contracts';
import { formatTimecode, msToSeconds } from '@stepwise/machines';
import { cn } from '@stepwise/ui';
import { CheckNote } from '@/features/ai-review/check-note';
import { aiReviewTexts } from '@/features/ai-review/texts';
import { TranscriptPanel } from '@/features/ai-review/transcript-panel';
import { SAVE_FIELD_ATTRIBUTE, saveErrorField } from '@/features/authoring/editor/save-step';
import { StepTextInput } from '@/features/step-tabs/step-text-inputs';
import { stepTabsTexts as texts } from '@/features/step-tabs/texts';
import {
  type StepEditorRef,
  useAiCheckLines,
  useEditorError,
  useNameUncertain,
  useShowsStepVideo,
  useStepTime,
  useStepTranscript,
  useTimingUncertain,
} from '@/features/step-tabs/use-step-editor';

const labels = messages.steps.detailsLabels;

function TimeReadout({
  editor,
  field,
  label,
  caution,
}: {
  editor: StepEditorRef;
  field: 'startMs' | 'endMs';
  label: string;
  caution: boolean;
}) {
  const ms = useStepTime(editor, field);
  return (
    <div
      className={cn(
        'flex flex-col gap-1 rounded-lg border px-3 py-2',
        caution ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-slate-50',
      )}
    >
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-mono text-sm text-slate-900 tabular-nums">
        {ms === null ? texts.timing.notSet : formatTimecode(msToSeconds(ms))}
      </dd>
    </div>
  );
}

/** The step's description and, for an AI step, its transcript: beside it when there is room. */
function DescriptionAndTranscript({
  editor,
  onSeek,
  error,
}: {
  editor: StepEditorRef;
  onSeek: ((ms: number) => void) | undefined;
  error: string | undefined;
}) {
  const transcript = useStepTranscript(editor);
  const showsStepVideo = useShowsStepVideo(editor);
  return (
    // A container query: the tabs' column is narrow beside the player on most screens, so the
    // transcript goes beside the description only when the column itself is wide enough.
    <div className="@container">
      <div
        className={cn(
          'grid gap-4',
          transcript.length > 0 && '@2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
        )}
      >
        <StepTextInput
          editor={editor}
          field="description"
          label={labels.description}
          multiline
          error={error}
        />
        <TranscriptPanel
          lines={transcript}
          onSeek={onSeek && showsStepVideo ? onSeek : null}
          className="@2xl:mt-6.5"
        />
      </div>
    </div>
  );
}

export interface DetailsTabProps {
  editor: StepEditorRef;
  /** Plays the video from a time in ms (the timeline's seek): the transcript's lines use it. */
  onSeek?: ((ms: number) => void) | undefined;
}

/**
 * The Step Details tab: what the AI asks to check first, the name, the description beside the
 * step's transcript and the step's time range; a refused save shows once, at its field.
 */
export function DetailsTab({ editor, onSeek }: DetailsTabProps) {
  const error = useEditorError(editor, 'step');
  const checkLines = useAiCheckLines(editor);
  const nameUncertain = useNameUncertain(editor);
  const timingUncertain = useTimingUncertain(editor);
  const errorField = error ? saveErrorField(error) : null;
  const errorAt = (field: typeof errorField) =>
    errorField === field ? (error ?? undefined) : undefined;
  const timingError = errorAt('timing');
  return (
    <div className="flex flex-col gap-4">
      <CheckNote lines={checkLines} />
      <StepTextInput
        editor={editor}
        field="name"
        label={labels.name}
        caution={nameUncertain ? aiReviewTexts.nameHint : undefined}
        error={errorAt('name')}
      />
      <DescriptionAndTranscript editor={editor} onSeek={onSeek} error={errorAt('description')} />
      <section
        aria-label={messages.player.stepTiming}
        tabIndex={-1}
        {...{ [SAVE_FIELD_ATTRIBUTE]: 'timing' }}
        className="flex scroll-mt-4 flex-col gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <dl className="grid grid-cols-2 gap-3">
          <TimeReadout
            editor={editor}
            field="startMs"
            label={labels.startTime}
            caution={timingUncertain}
          />
          <TimeReadout
            editor={editor}
            field="endMs"
            label={labels.endTime}
            caution={timingUncertain}
          />
        </dl>
        {timingUncertain ? (
          <p className="text-xs font-medium text-amber-800">{aiReviewTexts.timingHint}</p>
        ) : null}
        <p className="text-xs text-slate-500">{texts.timing.hint}</p>
        {timingError ? (
          <p role="alert" className="text-sm text-red-600">
            {timingError}
          </p>
        ) : null}
      </section>
    </div>
  );
}
