/** A step's own stretch of its video, in seconds (the wire carries whole milliseconds). */
export interface Segment {
  start: number;
  end: number;
}

/** The playback speeds a learner can pick. */
export const PLAYBACK_SPEEDS = [0.5, 1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** How far Left / Right jump. */
export const SEEK_STEP_SECONDS = 5;

/** The segment of a step's start and end times (ms); null when the times make no range. */
export function segmentOf(startMs: number, endMs: number): Segment | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs || startMs < 0) {
    return null;
  }
  return { start: startMs / 1000, end: endMs / 1000 };
}

/** `time` kept inside the segment. */
export function clampToSegment(time: number, segment: Segment): number {
  if (!Number.isFinite(time)) return segment.start;
  return Math.min(segment.end, Math.max(segment.start, time));
}

/** True once playback reached (or passed) the segment's end. */
export function isAtEnd(time: number, segment: Segment): boolean {
  return time >= segment.end - 0.01;
}

/** Seconds into the segment as m:ss, for the player's readout. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** A step's length as people say it: '45 s', '2 min 5 s', '1 h 3 min'. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}
