import { memo } from 'react';
import { MIN_BLOCK_PX } from './draw-step-blocks';
import { timelineTexts } from './texts';

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
  top: number;
  height: number;
  onStepClick: (id: string) => void;
}

/** A time as a share of the track (0..100). */
const share = (ms: number, durationMs: number) =>
  durationMs > 0 ? (Math.min(Math.max(ms, 0), durationMs) / durationMs) * 100 : 0;

/**
 * The step blocks' buttons (name, AI mark, click, focus), placed in percent of the track so a
 * zoom changes the track's width and nothing here. The blocks themselves are drawn on the track
 * canvas underneath (draw-step-blocks.ts); a button shows only its hover shade and focus ring.
 */
export const StepBlocks = memo(function StepBlocks({
  steps,
  durationMs,
  top,
  height,
  onStepClick,
}: StepBlocksProps) {
  return (
    <ul aria-label="Steps" className="absolute left-0 w-full" style={{ top, height }}>
      {steps.map((step) => (
        <StepBlock key={step.id} step={step} durationMs={durationMs} onStepClick={onStepClick} />
      ))}
    </ul>
  );
});

const StepBlock = memo(function StepBlock({
  step,
  durationMs,
  onStepClick,
}: {
  step: TimelineStep;
  durationMs: number;
  onStepClick: (id: string) => void;
}) {
  const label = timelineTexts.step(step.number, step.name);
  return (
    <li
      className="absolute top-0 h-full"
      style={{
        left: `${share(step.startMs, durationMs)}%`,
        width: `${share(step.endMs, durationMs) - share(step.startMs, durationMs)}%`,
        minWidth: MIN_BLOCK_PX,
      }}
    >
      <button
        type="button"
        title={label}
        aria-label={step.aiGenerated ? `${label} (${timelineTexts.aiGenerated})` : label}
        data-step-id={step.id}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={() => onStepClick(step.id)}
        className="block h-full w-full rounded hover:bg-slate-900/10 focus-visible:outline-2 focus-visible:outline-brand-500"
      />
    </li>
  );
});
