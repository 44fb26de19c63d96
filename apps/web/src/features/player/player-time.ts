import { msToSeconds, stepFrame, toWholeMs } from '@stepwise/machines';

/**
 * Pure time rules of the video player (spec 9 "Time and frames"): the player works in seconds,
 * reports whole rounded milliseconds, and never moves outside [0, duration]. Frame stepping is the
 * machines' `stepFrame` (1/30 s); this module adds what the player needs around it.
 */

/** Shift+Left/Right moves by one second. */
export const SECOND_STEP_SECONDS = 1;

/** A usable upper bound: the duration once the metadata gave a finite, positive one. */
const upperBound = (duration: number): number =>
  Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;

/** `seconds` clamped to [0, duration]; an unknown duration clamps at 0 only; NaN becomes 0. */
export function clampTime(seconds: number, duration: number): number {
  if (Number.isNaN(seconds)) return 0;
  return Math.min(Math.max(seconds, 0), upperBound(duration));
}

/** One frame (1/30 s) back or forward, clamped to [0, duration]. */
export function frameStep(seconds: number, direction: 1 | -1, duration: number): number {
  return stepFrame(clampTime(seconds, duration), direction, duration);
}

/** One second back or forward, clamped to [0, duration]. */
export function secondStep(seconds: number, direction: 1 | -1, duration: number): number {
  return clampTime(seconds + direction * SECOND_STEP_SECONDS, duration);
}

/** A playback position as the whole, rounded, non-negative milliseconds that are stored. */
export function positionMs(seconds: number): number {
  return Math.max(0, toWholeMs(seconds));
}

/** Where a seek request in ms lands, in seconds, clamped to [0, duration]. */
export function seekTarget(ms: number, duration: number): number {
  return clampTime(msToSeconds(ms), duration);
}
