import { memo } from 'react';
import { formatRulerLabel, type MsRange, msToPx, ticksInRange } from './timeline-view';

export interface RulerLabelsProps {
  intervalSeconds: number;
  range: MsRange;
  durationMs: number;
  trackWidth: number;
  height: number;
}

/** The ruler's mm:ss labels in the rendered window (the minor ticks are on the canvas). */
export const RulerLabels = memo(function RulerLabels({
  intervalSeconds,
  range,
  durationMs,
  trackWidth,
  height,
}: RulerLabelsProps) {
  return (
    <div aria-hidden="true" className="absolute top-0 left-0 select-none" style={{ height }}>
      {ticksInRange(intervalSeconds, range, durationMs).map((ms) => (
        <span
          key={ms}
          data-testid="ruler-label"
          className="absolute top-0 left-0 pl-1 text-[10px] leading-4 text-slate-500 tabular-nums"
          style={{ transform: `translateX(${msToPx(ms, durationMs, trackWidth)}px)` }}
        >
          {formatRulerLabel(ms)}
        </span>
      ))}
    </div>
  );
});
