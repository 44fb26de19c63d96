import {
  FRAME_STEP_SECONDS,
  rulerTickIntervalSeconds,
  stepFrameTime,
  TIMELINE_ZOOM,
} from '@stepwise/contracts';

/**
 * Timeline and time helpers of spec 9 ("Time and frames", "Timeline"). The editor works in
 * seconds; stored timestamps are whole ms. The contracts' helpers are re-exported so the app
 * takes every time rule from this one module.
 */
export {
  FRAME_STEP_SECONDS,
  formatTimecode,
  msToSeconds,
  rulerTickIntervalSeconds,
  TIMELINE_ZOOM,
  timelineTrackWidthPx,
  toWholeMs,
} from '@stepwise/contracts';

const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), max);

/**
 * Zoom levels are the powers of 1.5 (from 100%) within 0.1 and 10, plus the two bounds. A step
 * moves to the next level on that side, so zooming from a bound (10 -> 7.59, not 6.67) and back
 * always lands on 100% again, and float noise never accumulates.
 */
function zoomBy(zoom: number, steps: 1 | -1): number {
  const exponent = Math.log(zoom) / Math.log(TIMELINE_ZOOM.factor);
  const nearest = Math.round(exponent);
  const level = Math.abs(exponent - nearest) < 1e-6 ? nearest : exponent;
  const next = steps > 0 ? Math.floor(level) + 1 : Math.ceil(level) - 1;
  return clamp(TIMELINE_ZOOM.factor ** next, TIMELINE_ZOOM.min, TIMELINE_ZOOM.max);
}

/** Zoom one step in: x1.5, at most 10 (1000%). */
export function zoomIn(zoom: number): number {
  return zoomBy(zoom, 1);
}

/** Zoom one step out: /1.5, at least 0.1 (10%). */
export function zoomOut(zoom: number): number {
  return zoomBy(zoom, -1);
}

/**
 * Spec 5 timing rule, one for every place that marks an end (the machine's guard, the player,
 * the timeline): an end counts only after the start (or when no start is marked). Any one unit.
 */
export function isAfterStart(end: number, start: number | null): boolean {
  return start === null || end > start;
}

/** Seconds of every ruler tick from 0 to `duration` (inclusive) at this zoom. */
export function rulerTicks(duration: number, zoom: number): number[] {
  if (!Number.isFinite(duration) || duration < 0) return [];
  const interval = rulerTickIntervalSeconds(zoom);
  const ticks: number[] = [];
  for (let index = 0; index * interval <= duration; index += 1) ticks.push(index * interval);
  return ticks;
}

/**
 * One frame (1/30 s) back (-1) or forward (+1), clamped to [0, duration]. A duration that is not
 * known yet (0 or NaN before the video's metadata) only clamps at 0.
 */
export function stepFrame(time: number, direction: 1 | -1, duration: number): number {
  return stepFrameTime(time, direction, duration);
}

/** The largest time a marker may take: the duration once known, else unbounded. */
const upperBound = (duration: number): number =>
  Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;

/**
 * Dragging the start marker: clamped to [0, duration] and kept at least one frame (1/30 s)
 * before the end, so start stays before end.
 */
export function dragStart(time: number, end: number | null, duration: number): number {
  const latest = end == null ? upperBound(duration) : Math.max(0, end - FRAME_STEP_SECONDS);
  return clamp(time, 0, Math.min(latest, upperBound(duration)));
}

/**
 * Dragging the end marker: clamped to the duration and kept at least one frame (1/30 s) after
 * the start (that rule wins when the start sits in the last frame).
 */
export function dragEnd(time: number, start: number | null, duration: number): number {
  const earliest = start == null ? 0 : start + FRAME_STEP_SECONDS;
  return Math.max(Math.min(time, upperBound(duration)), earliest, 0);
}

/** `dragStart` over whole ms of the video (the step record's unit). */
export function dragStartMs(ms: number, endMs: number | null, durationMs: number): number {
  return Math.round(
    dragStart(ms / 1000, endMs == null ? null : endMs / 1000, durationMs / 1000) * 1000,
  );
}

/** `dragEnd` over whole ms of the video; at least one whole ms after the start. */
export function dragEndMs(ms: number, startMs: number | null, durationMs: number): number {
  const end = Math.round(
    dragEnd(ms / 1000, startMs == null ? null : startMs / 1000, durationMs / 1000) * 1000,
  );
  return startMs == null ? end : Math.max(end, startMs + 1);
}

/** The x position (px from the track's left edge) of `time` on a track `trackWidth` px wide. */
export function timeToX(time: number, duration: number, trackWidth: number): number {
  if (!(duration > 0) || !(trackWidth > 0)) return 0;
  return (clamp(time, 0, duration) / duration) * trackWidth;
}

/** The time at x px from the track's left edge, clamped to [0, duration]. */
export function xToTime(x: number, duration: number, trackWidth: number): number {
  if (!(duration > 0) || !(trackWidth > 0)) return 0;
  return clamp((x / trackWidth) * duration, 0, duration);
}
