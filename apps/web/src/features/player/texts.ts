import { formatTimecode, msToSeconds } from '@stepwise/machines';

/**
 * Texts of the video player that the spec describes without wording them (the status line, the
 * shortcuts list, the play button, labels). The control names, the displays, the empty text and
 * the load error come from `messages.player`.
 */
export const playerTexts = {
  region: 'Video player',
  videoSelect: 'Video',
  play: 'Play',
  pause: 'Pause',
  start: 'Start',
  end: 'End',
  notMarked: '--:--.---',
  shortcuts: 'Keyboard shortcuts',
  frameCaptured: (ms: number) => `Frame captured at ${timecodeOfMs(ms)}`,
  startMarked: (ms: number) => `Start marked at ${timecodeOfMs(ms)}`,
  endMarked: (ms: number) => `End marked at ${timecodeOfMs(ms)}`,
  cleared: 'Step timing cleared',
};

/** A time in whole ms shown as mm:ss.mmm. */
export function timecodeOfMs(ms: number): string {
  return formatTimecode(msToSeconds(ms));
}
