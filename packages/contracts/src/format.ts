import { FRAME_STEP_SECONDS } from './constants';

/** Seconds (the editor's unit) -> whole rounded milliseconds (the stored unit). */
export function toWholeMs(seconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  return Math.round(seconds * 1000);
}

/** Milliseconds -> seconds. */
export function msToSeconds(ms: number): number {
  return ms / 1000;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** Time display of spec 9: `mm:ss.mmm` (minutes grow past 99 when needed). Invalid input shows 00:00.000. */
export function formatTimecode(seconds: number | null | undefined): string {
  const totalMs = seconds == null ? 0 : Math.max(0, toWholeMs(seconds));
  const minutes = Math.floor(totalMs / 60_000);
  const secs = Math.floor((totalMs % 60_000) / 1000);
  const ms = totalMs % 1000;
  return `${pad(minutes, 2)}:${pad(secs, 2)}.${pad(ms, 3)}`;
}

/** Frame stepping by 1/30 s, clamped between 0 and the duration. */
export function stepFrameTime(current: number, direction: 1 | -1, duration: number): number {
  const next = current + direction * FRAME_STEP_SECONDS;
  const upper = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(next, 0), upper);
}

/** Timeline ruler: a tick every 10 s below 100% zoom, 5 s from 100%, 1 s from 200%. */
export function rulerTickIntervalSeconds(zoom: number): number {
  if (zoom >= 2) return 1;
  if (zoom >= 1) return 5;
  return 10;
}

/** Timeline track width: at least 1000 px times zoom, or the window width minus 256. */
export function timelineTrackWidthPx(zoom: number, windowWidth: number): number {
  return Math.max(1000 * zoom, windowWidth - 256);
}

/** Estimated remaining time from elapsed time and progress (percent); null before any progress. */
export function estimateRemainingMs(elapsedMs: number, progressPercent: number): number | null {
  if (progressPercent <= 0 || !Number.isFinite(elapsedMs)) return null;
  if (progressPercent >= 100) return 0;
  return Math.round((elapsedMs * (100 - progressPercent)) / progressPercent);
}

type DateInput = string | number | Date;

export interface DateFormatOptions {
  /** IANA zone; defaults to the runtime's local zone. */
  timeZone?: string;
}

const toDate = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** US short date of the project card ('Created:'), e.g. 11/22/2026. Invalid input gives ''. */
export function formatUsShortDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: options.timeZone,
  });
}

/** Profile dates: short month, day, year in US English, e.g. Nov 22, 2026. Invalid input gives ''. */
export function formatUsMonthDayYear(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: options.timeZone,
  });
}
