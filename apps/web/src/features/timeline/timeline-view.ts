import { TIMELINE_MIN_TRACK_WIDTH_PX, TIMELINE_ZOOM } from '@stepwise/contracts';
import {
  dragEnd,
  dragStart,
  FRAME_STEP_SECONDS,
  msToSeconds,
  rulerTickIntervalSeconds,
  toWholeMs,
  xToTime,
} from '@stepwise/machines';

/**
 * Pure helpers of the floating timeline's view: which slice of the track is on screen, where the
 * ruler puts its labels, how the keyboard moves a marker. The time rules themselves (zoom steps,
 * ruler interval, start before end, time <-> x) live in `@stepwise/machines`; these work in the
 * stored unit, whole ms, on top of them.
 */

/**
 * The track's width (spec 9): at least 1000 px times the zoom, and never narrower than the track's
 * visible width (the spec's "window width minus 256" is that width on a page without a side
 * navigation). So zooming out below 100% shrinks the track until the whole video is in view.
 * Before the viewport is measured the window's width minus 256 stands in for it.
 */
export function trackWidthPx(zoom: number, viewportWidth: number, windowWidth: number): number {
  const visible = viewportWidth > 0 ? viewportWidth : windowWidth - 256;
  return Math.max(TIMELINE_MIN_TRACK_WIDTH_PX * zoom, visible);
}

/** Zooming out still changes something: above the minimum and the video not all in view yet. */
export function canZoomOut(zoom: number, trackWidth: number, viewportWidth: number): boolean {
  return zoom > TIMELINE_ZOOM.min && !(viewportWidth > 0 && trackWidth <= viewportWidth);
}

export interface MsRange {
  fromMs: number;
  toMs: number;
}

/** ms -> px from the track's left edge (not clamped, so blocks may start before 0). */
export function msToPx(ms: number, durationMs: number, trackWidth: number): number {
  if (!(durationMs > 0) || !(trackWidth > 0)) return 0;
  return (ms / durationMs) * trackWidth;
}

/** px from the track's left edge -> whole ms, clamped to [0, duration]. */
export function pxToMs(x: number, durationMs: number, trackWidth: number): number {
  return toWholeMs(xToTime(x, msToSeconds(durationMs), trackWidth));
}

/**
 * The time range to render for a viewport scrolled to `scrollLeft`. The range is snapped to
 * half-viewport buckets and padded by one viewport on each side, so scrolling re-renders the
 * blocks only every half viewport instead of on every scroll event.
 */
export function visibleRange(
  scrollLeft: number,
  viewportWidth: number,
  trackWidth: number,
  durationMs: number,
): MsRange {
  if (!(durationMs > 0) || !(trackWidth > 0)) return { fromMs: 0, toMs: 0 };
  const viewport = viewportWidth > 0 ? viewportWidth : trackWidth;
  const half = viewport / 2;
  const snapped = Math.floor(Math.max(0, scrollLeft) / half) * half;
  return {
    fromMs: pxToMs(snapped - viewport, durationMs, trackWidth),
    toMs: pxToMs(snapped + 2 * viewport, durationMs, trackWidth),
  };
}

/** Items overlapping [fromMs, toMs]; the list is usually a few hundred steps, so a scan is fine. */
export function itemsInRange<T extends { startMs: number; endMs: number }>(
  items: readonly T[],
  { fromMs, toMs }: MsRange,
): T[] {
  return items.filter((item) => item.endMs >= fromMs && item.startMs <= toMs);
}

/** Index of the first value >= `target` in an ascending list (binary search). */
export function lowerBound(sorted: readonly number[], target: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The ascending values within [fromMs, toMs], without scanning the whole list. */
export function valuesInRange(sorted: readonly number[], { fromMs, toMs }: MsRange): number[] {
  return sorted.slice(lowerBound(sorted, fromMs), lowerBound(sorted, toMs + 1));
}

/** The value of an ascending list nearest to `ms` if it lies within `toleranceMs`, else null. */
export function nearestValue(
  sorted: readonly number[],
  ms: number,
  toleranceMs: number,
): number | null {
  const index = lowerBound(sorted, ms);
  let best: number | null = null;
  for (const candidate of [sorted[index - 1], sorted[index]]) {
    if (candidate === undefined || Math.abs(candidate - ms) > toleranceMs) continue;
    if (best === null || Math.abs(candidate - ms) < Math.abs(best - ms)) best = candidate;
  }
  return best;
}

/** Label steps in seconds: multiples of the ruler interval that read well as mm:ss. */
const LABEL_STEPS_SECONDS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600];

/**
 * Seconds between ruler labels: the ruler's tick interval (spec 9) or, when those ticks are
 * closer than `minSpacingPx`, the smallest longer step that is a multiple of it.
 */
export function labelIntervalSeconds(zoom: number, pxPerSecond: number, minSpacingPx = 64): number {
  const tick = rulerTickIntervalSeconds(zoom);
  if (!(pxPerSecond > 0)) return tick;
  for (const step of LABEL_STEPS_SECONDS) {
    if (step < tick || step % tick !== 0) continue;
    if (step * pxPerSecond >= minSpacingPx) return step;
  }
  return LABEL_STEPS_SECONDS[LABEL_STEPS_SECONDS.length - 1] ?? tick;
}

/** Multiples of `intervalSeconds` (in ms) within the range and the duration. */
export function ticksInRange(
  intervalSeconds: number,
  range: MsRange,
  durationMs: number,
): number[] {
  const intervalMs = intervalSeconds * 1000;
  if (!(intervalMs > 0) || !(durationMs >= 0)) return [];
  const ticks: number[] = [];
  const last = Math.min(range.toMs, durationMs);
  for (
    let ms = Math.ceil(Math.max(0, range.fromMs) / intervalMs) * intervalMs;
    ms <= last;
    ms += intervalMs
  ) {
    ticks.push(ms);
  }
  return ticks;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Ruler label: `mm:ss` (minutes grow past 99 when needed). */
export function formatRulerLabel(ms: number): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  return `${pad(Math.floor(totalSeconds / 60))}:${pad(totalSeconds % 60)}`;
}

/**
 * The scroll position that keeps `x` in view: unchanged while `x` is on screen, otherwise the
 * page that shows `x` a tenth of the viewport from its left edge (playback runs left to right).
 */
export function followScrollLeft(
  x: number,
  scrollLeft: number,
  viewportWidth: number,
  trackWidth: number,
): number {
  if (!(viewportWidth > 0)) return scrollLeft;
  if (x >= scrollLeft && x <= scrollLeft + viewportWidth) return scrollLeft;
  const maxScroll = Math.max(0, trackWidth - viewportWidth);
  return Math.min(Math.max(0, x - viewportWidth / 10), maxScroll);
}

/**
 * The scroll position that keeps the time under `anchorOffset` (px from the viewport's left)
 * in place after the track width changed (zooming).
 */
export function anchoredScrollLeft(
  anchorMs: number,
  anchorOffset: number,
  durationMs: number,
  trackWidth: number,
  viewportWidth: number,
): number {
  const maxScroll = Math.max(0, trackWidth - viewportWidth);
  const next = msToPx(anchorMs, durationMs, trackWidth) - anchorOffset;
  return Math.min(Math.max(0, next), maxScroll);
}

export type MarkerKind = 'start' | 'end' | 'playhead';

/**
 * The time (ms) a key moves a marker to, or null for keys the slider ignores. Arrows move one
 * frame (1/30 s), Shift+arrows one second, Home/End to the ends; start and end keep start
 * before end by the machines' drag rules.
 */
export function markerKeyTarget(
  key: string,
  shiftKey: boolean,
  kind: MarkerKind,
  valueMs: number,
  {
    startMs,
    endMs,
    durationMs,
  }: { startMs: number | null; endMs: number | null; durationMs: number },
): number | null {
  const duration = msToSeconds(durationMs);
  const current = msToSeconds(valueMs);
  const amount = shiftKey ? 1 : FRAME_STEP_SECONDS;
  let next: number;
  if (key === 'ArrowRight' || key === 'ArrowUp') next = current + amount;
  else if (key === 'ArrowLeft' || key === 'ArrowDown') next = current - amount;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = duration;
  else return null;
  return toWholeMs(constrainMarker(kind, next, { startMs, endMs, duration }));
}

/** A marker time (seconds) within [0, duration], start kept before end (spec 5 timing rules). */
export function constrainMarker(
  kind: MarkerKind,
  seconds: number,
  { startMs, endMs, duration }: { startMs: number | null; endMs: number | null; duration: number },
): number {
  if (kind === 'start')
    return dragStart(seconds, endMs == null ? null : msToSeconds(endMs), duration);
  if (kind === 'end')
    return dragEnd(seconds, startMs == null ? null : msToSeconds(startMs), duration);
  const upper = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(seconds, 0), upper);
}
