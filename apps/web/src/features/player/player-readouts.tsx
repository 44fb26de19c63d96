import { messages } from '@stepwise/contracts';
import { formatTimecode } from '@stepwise/machines';
import { playerTexts, timecodeOfMs } from './texts';

export interface PlayerReadoutsProps {
  /** Playback position in seconds. */
  currentTime: number;
  markedStartMs: number | null;
  markedEndMs: number | null;
}

const markText = (ms: number | null) => (ms === null ? playerTexts.notMarked : timecodeOfMs(ms));

/** Current Time and Step Timing (start/end), all in mm:ss.mmm. */
export function PlayerReadouts({ currentTime, markedStartMs, markedEndMs }: PlayerReadoutsProps) {
  const { player } = messages;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium text-slate-600">{player.currentTime}</dt>
      <dd className="font-mono tabular-nums text-slate-900" data-testid="player-current-time">
        {formatTimecode(currentTime)}
      </dd>
      <dt className="font-medium text-slate-600">{player.stepTiming}</dt>
      <dd className="font-mono tabular-nums text-slate-900" data-testid="player-step-timing">
        {/* A narrow column wraps between the two marks, never inside a time. */}
        <span className="whitespace-nowrap">
          {playerTexts.start} {markText(markedStartMs)}
        </span>{' '}
        <span className="whitespace-nowrap">
          – {playerTexts.end} {markText(markedEndMs)}
        </span>
      </dd>
    </dl>
  );
}
