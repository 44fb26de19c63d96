import { formatTimecode, msToSeconds } from '@stepwise/contracts';

/** `mm:ss.mmm - mm:ss.mmm` of a step (spec 9 "Time display"). */
export function stepTimeRange(startMs: number, endMs: number): string {
  return `${formatTimecode(msToSeconds(startMs))} - ${formatTimecode(msToSeconds(endMs))}`;
}

/** A short time for notices: `m:ss`, with the fraction only when there is one (`0:24.7`). */
export function shortTime(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const minutes = Math.floor(totalMs / 60_000);
  const secs = String(Math.floor((totalMs % 60_000) / 1000)).padStart(2, '0');
  const fraction = String(totalMs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${minutes}:${secs}${fraction ? `.${fraction}` : ''}`;
}

/** `0:06-0:14`: a step's range in a notice. */
export const shortTimeRange = (startSeconds: number, endSeconds: number): string =>
  `${shortTime(startSeconds)}-${shortTime(endSeconds)}`;
