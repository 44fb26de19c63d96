import { type AiStep, aiStepTiming } from '@stepwise/contracts';

/** A step boundary this close to a scene cut moves onto the cut. */
export const SCENE_SNAP_MS = 1_000;

function retimed(step: AiStep, start: number, end: number): AiStep {
  return {
    ...step,
    video_start_time_ms: start,
    video_end_time_ms: end,
    ...aiStepTiming(start, end),
  };
}

/**
 * Moves each step start within `SCENE_SNAP_MS` of a scene cut onto the nearest cut (the step before
 * then ends there): where the picture changes is where the work changes. A start never passes its
 * neighbours' starts, the first step never starts later, and the steps keep covering the same span.
 */
export function snapToSceneCuts(steps: readonly AiStep[], cutsMs: readonly number[]): AiStep[] {
  if (cutsMs.length === 0 || steps.length === 0) return [...steps];
  const starts = steps.map((step) => step.video_start_time_ms);
  const ends = steps.map((step) => step.video_end_time_ms);
  starts.forEach((start, index) => {
    const lower = index > 0 ? starts[index - 1]! : Number.NEGATIVE_INFINITY;
    const upper = ends[index]!;
    let best: number | null = null;
    for (const cut of cutsMs) {
      if (Math.abs(cut - start) > SCENE_SNAP_MS || cut <= lower || cut >= upper) continue;
      // The first step never starts later: what comes before it would belong to no step.
      if (index === 0 && cut > start) continue;
      if (best === null || Math.abs(cut - start) < Math.abs(best - start)) best = cut;
    }
    if (best === null) return;
    starts[index] = best;
    if (index > 0 && ends[index - 1] === start) ends[index - 1] = best;
  });
  return steps.map((step, index) => retimed(step, starts[index]!, ends[index]!));
}
