import type { CheckAnswerResult, GuideStep } from '@stepwise/contracts';
import { Button, cn } from '@stepwise/ui';
import { CheckCircle2, ChevronLeft, ChevronRight, Circle, VideoOff } from 'lucide-react';
import { AnnotatedFrames } from '@/features/guides/annotated-frame';
import { AnswerBox } from '@/features/guides/answer-box';
import { segmentOf } from '@/features/guides/segment';
import { SegmentPlayer } from '@/features/guides/segment-player';
import { FileList, ItemList, StepNotes } from '@/features/guides/step-items';
import { guideTexts } from '@/features/guides/texts';
import type { AnswerVerdict } from '@/features/guides/use-guide-progress';

const text = guideTexts.player;

export interface StepViewProps {
  step: GuideStep;
  index: number;
  total: number;
  done: boolean;
  verdict: AnswerVerdict | undefined;
  onDone: (done: boolean) => void;
  onNext: () => void;
  onPrevious: () => void;
  onAnswerChecked: (answer: string, result: CheckAnswerResult) => void;
  /** Shown under the video (the phone's step picker). */
  picker?: React.ReactNode;
}

/** The current step: video segment first, then what to do, with what, and the check. */
export function StepView(props: StepViewProps) {
  const { step, index, total, done } = props;
  const segment = segmentOf(step.video_start_time_ms, step.video_end_time_ms);
  const last = index === total - 1;
  return (
    <article aria-labelledby="guide-step-title" className="flex min-w-0 flex-col gap-5">
      {step.video_url && segment ? (
        <SegmentPlayer
          key={step.step_id}
          src={step.video_url}
          segment={segment}
          stepName={step.name}
        />
      ) : (
        <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-500">
          <VideoOff aria-hidden="true" className="size-8" />
          <p className="text-sm font-medium">{guideTexts.video.noVideo}</p>
        </div>
      )}
      {props.picker}
      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {text.stepOf(index + 1, total)}
        </p>
        <h2 id="guide-step-title" className="text-xl font-semibold break-words text-slate-900">
          {step.name}
        </h2>
        <p className="text-sm leading-6 break-words whitespace-pre-line text-slate-700">
          {step.description}
        </p>
      </div>
      <StepNotes caution={step.cautionary_notes} bestPractice={step.best_practice_notes} />
      <AnnotatedFrames frames={step.frames} />
      <ItemList title={guideTexts.step.tools} items={step.tools} />
      <ItemList title={guideTexts.step.materials} items={step.materials} />
      <FileList files={step.supplementary_files} />
      {step.result_image_url ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{guideTexts.step.result}</h3>
          <img
            src={step.result_image_url}
            alt={guideTexts.step.resultAlt(step.name)}
            className="max-h-96 w-fit max-w-full rounded-lg border border-slate-200 object-contain"
          />
        </section>
      ) : null}
      {step.validation_question ? (
        <AnswerBox
          key={step.step_id}
          stepId={step.step_id}
          question={step.validation_question}
          verdict={props.verdict}
          onChecked={props.onAnswerChecked}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          onClick={props.onPrevious}
          disabled={index === 0}
          icon={<ChevronLeft />}
          aria-keyshortcuts="P"
        >
          {text.previous}
        </Button>
        <Button
          variant={done ? 'secondary' : 'primary'}
          aria-pressed={done}
          onClick={() => props.onDone(!done)}
          icon={done ? <CheckCircle2 /> : <Circle />}
          // On a phone the done button gets its own row, Previous / Next share the next one.
          className={cn(
            'order-first w-full sm:order-none sm:w-auto',
            done && 'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-100',
          )}
        >
          {done ? text.markedDone : text.markDone}
        </Button>
        <Button
          variant={done && !last ? 'primary' : 'secondary'}
          onClick={props.onNext}
          disabled={last}
          aria-keyshortcuts="N"
          className="ml-auto"
        >
          {text.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </article>
  );
}
