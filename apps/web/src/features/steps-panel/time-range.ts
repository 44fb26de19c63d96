import { formatTimecode, msToSeconds } from '@stepwise/contracts';

/** `mm:ss.mmm - mm:ss.mmm` of a step (spec 9 "Time display"). */
export function stepTimeRange(startMs: number, endMs: number): string {
  return `${formatTimecode(msToSeconds(startMs))} - ${formatTimecode(msToSeconds(endMs))}`;
}

/** A short time (of whole ms) for notices: `m:ss`, the fraction only when there is one (`0:24.7`). */
export function shortTime(ms: number): string {
  const totalMs = Math.max(0, Math.round(ms));
  const minutes = Math.floor(totalMs / 60_000);
  const secs = String(Math.floor((totalMs % 60_000) / 1000)).padStart(2, '0');
  const fraction = String(totalMs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${minutes}:${secs}${fraction ? `.${fraction}` : ''}`;
}

/** `0:06-0:14`: a step's range (whole ms) in a notice. */
export const shortTimeRange = (startMs: number, endMs: number): string =>
  `${shortTime(startMs)}-${shortTime(endMs)}`;
