import { formatTimecode, msToSeconds } from '@stepwise/machines';
import { cn } from '@stepwise/ui';
import { memo } from 'react';
import type { MarkerKind } from './timeline-view';

export interface TimelineMarkerProps {
  kind: MarkerKind;
  label: string;
  valueMs: number;
  minMs: number;
  maxMs: number;
  /** px from the track's left edge. */
  x: number;
  height: number;
  onKeyDown: (kind: MarkerKind, event: React.KeyboardEvent<HTMLDivElement>) => void;
}

const tones: Record<MarkerKind, { line: string; handle: string }> = {
  start: { line: 'bg-emerald-600', handle: 'bg-emerald-600' },
  end: { line: 'bg-rose-600', handle: 'bg-rose-600' },
  playhead: { line: 'bg-brand-600', handle: 'bg-brand-600 rounded-full' },
};

/**
 * Start and End sit above the playhead: where they meet it, a press takes the marker that only a
 * drag can move (the playhead also follows a press anywhere on the track).
 */
const layers: Record<MarkerKind, number> = { start: 31, end: 32, playhead: 30 };

/**
 * A draggable marker: a vertical line with a handle, moved by a transform. It is a keyboard
 * slider (arrows one frame, Shift+arrows one second); pointer drags are handled by the track,
 * which finds the marker through `data-marker`.
 */
export const TimelineMarker = memo(function TimelineMarker({
  kind,
  label,
  valueMs,
  minMs,
  maxMs,
  x,
  height,
  onKeyDown,
}: TimelineMarkerProps) {
  const tone = tones[kind];
  return (
    <div
      className="pointer-events-none absolute top-0 left-0"
      style={{ transform: `translateX(${x}px)`, height, zIndex: layers[kind] }}
    >
      <div className={cn('absolute top-0 -left-px h-full w-0.5', tone.line)} />
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuemin={msToSeconds(minMs)}
        aria-valuemax={msToSeconds(maxMs)}
        aria-valuenow={msToSeconds(valueMs)}
        aria-valuetext={formatTimecode(msToSeconds(valueMs))}
        data-marker={kind}
        onKeyDown={(event) => onKeyDown(kind, event)}
        className={cn(
          'pointer-events-auto absolute top-0 -left-1.5 h-4 w-3 cursor-ew-resize touch-none rounded-sm shadow',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
          tone.handle,
        )}
      />
    </div>
  );
});
