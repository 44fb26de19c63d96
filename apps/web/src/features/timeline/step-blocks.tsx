import { cn } from '@stepwise/ui';
import { Sparkles } from 'lucide-react';
import { memo } from 'react';
import { timelineTexts } from './texts';
import { msToPx } from './timeline-view';

export interface TimelineStep {
  id: string;
  number: number;
  name: string;
  startMs: number;
  endMs: number;
  aiGenerated?: boolean;
}

export interface StepBlocksProps {
  /** Only the steps in the visible window; the timeline virtualises by time range. */
  steps: readonly TimelineStep[];
  durationMs: number;
  trackWidth: number;
  top: number;
  height: number;
  onStepClick: (id: string) => void;
}

/** The clickable step blocks (number, name, AI mark), placed with transforms. */
export const StepBlocks = memo(function StepBlocks({
  steps,
  durationMs,
  trackWidth,
  top,
  height,
  onStepClick,
}: StepBlocksProps) {
  return (
    <ul aria-label="Steps" className="absolute left-0" style={{ top, height }}>
      {steps.map((step) => {
        const x = msToPx(step.startMs, durationMs, trackWidth);
        const width = Math.max(4, msToPx(step.endMs, durationMs, trackWidth) - x);
        const label = timelineTexts.step(step.number, step.name);
        return (
          <li
            key={step.id}
            className="absolute top-0 left-0"
            style={{ transform: `translateX(${x}px)`, width, height }}
          >
            <button
              type="button"
              title={label}
              aria-label={step.aiGenerated ? `${label} (${timelineTexts.aiGenerated})` : label}
              data-step-id={step.id}
              onPointerDown={(event) => event.stopPropagation()}
              onClick={() => onStepClick(step.id)}
              className={cn(
                'flex h-full w-full items-center gap-1 overflow-hidden rounded border px-1 text-left text-xs',
                'focus-visible:outline-2 focus-visible:outline-brand-500',
                step.aiGenerated
                  ? 'border-violet-300 bg-violet-100 text-violet-900 hover:bg-violet-200'
                  : 'border-sky-300 bg-sky-100 text-sky-900 hover:bg-sky-200',
              )}
            >
              <span className="font-semibold">{step.number}</span>
              {step.aiGenerated ? (
                <Sparkles aria-hidden="true" className="size-3 shrink-0" />
              ) : null}
              <span className="truncate">{step.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
});
