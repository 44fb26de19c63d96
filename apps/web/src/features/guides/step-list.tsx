import type { GuideStep } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { CheckCircle2, Circle } from 'lucide-react';
import { formatDuration } from '@/features/guides/segment';
import { guideTexts } from '@/features/guides/texts';

const text = guideTexts.player;

export interface StepListProps {
  steps: readonly GuideStep[];
  current: number;
  done: readonly string[];
  onPick: (index: number) => void;
}

/** The ordered steps, each with its done mark; the current one stands out. */
export function StepList({ steps, current, done, onPick }: StepListProps) {
  return (
    <nav aria-label={text.stepsHeading} className="flex flex-col gap-2">
      <h2 className="px-1 text-sm font-semibold text-slate-900">
        {text.stepsHeading}{' '}
        <span className="font-normal text-slate-500">
          ({done.length}/{steps.length})
        </span>
      </h2>
      <ol className="flex flex-col gap-1">
        {steps.map((step, index) => {
          const isDone = done.includes(step.step_id);
          const active = index === current;
          return (
            <li key={step.step_id}>
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                onClick={() => onPick(index)}
                className={cn(
                  'flex w-full items-start gap-2 rounded-lg px-2 py-2 text-left text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {isDone ? (
                  <CheckCircle2
                    role="img"
                    aria-label={text.done}
                    className="mt-0.5 size-4 shrink-0 text-emerald-600"
                  />
                ) : (
                  <Circle
                    role="img"
                    aria-label={text.notDone}
                    className="mt-0.5 size-4 shrink-0 text-slate-300"
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span className={cn('line-clamp-2 break-words', active && 'font-semibold')}>
                    {index + 1}. {step.name}
                  </span>
                  <span className="text-xs text-slate-500">
                    {formatDuration(step.video_end_time_ms - step.video_start_time_ms)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** On a phone: the steps as one select above the video. */
export function StepSelect({ steps, current, done, onPick }: StepListProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {text.pickStep}
      <select
        value={current}
        onChange={(event) => onPick(Number(event.target.value))}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {steps.map((step, index) => (
          <option key={step.step_id} value={index}>
            {done.includes(step.step_id) ? '✓ ' : ''}
            {index + 1}. {step.name}
          </option>
        ))}
      </select>
    </label>
  );
}
