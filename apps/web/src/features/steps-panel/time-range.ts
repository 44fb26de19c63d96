import { formatTimecode, msToSeconds } from '@stepwise/contracts';

/** `mm:ss.mmm - mm:ss.mmm` of a step (spec 9 "Time display"). */
export function stepTimeRange(startMs: number, endMs: number): string {
  return `${formatTimecode(msToSeconds(startMs))} - ${formatTimecode(msToSeconds(endMs))}`;
}
