import { memo, useEffect, useRef } from 'react';
import { msToPx, pxToMs, ticksInRange, valuesInRange } from './timeline-view';

export interface TicksCanvasProps {
  /** Ascending annotation times (ms). */
  ticksMs: readonly number[];
  /** Ruler tick interval (s) of spec 9 at the current zoom. */
  rulerIntervalSeconds: number;
  durationMs: number;
  trackWidth: number;
  viewportWidth: number;
  height: number;
  rulerHeight: number;
  /** Top and height of the annotation-tick lane. */
  laneTop: number;
  laneHeight: number;
  /** Registers the function that redraws for a scroll position; the timeline calls it on scroll. */
  onReady: (draw: (scrollLeft: number) => void) => void;
}

/**
 * The ruler's minor ticks and the annotation ticks, drawn on one viewport-sized canvas laid over
 * the scrolling track: only what is on screen is drawn (a binary search finds it among thousands
 * of ticks), and scrolling redraws without touching React or the DOM. Clicks go to the track
 * underneath (pointer-events: none).
 */
export const TicksCanvas = memo(function TicksCanvas({
  ticksMs,
  rulerIntervalSeconds,
  durationMs,
  trackWidth,
  viewportWidth,
  height,
  rulerHeight,
  laneTop,
  laneHeight,
  onReady,
}: TicksCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = globalThis.devicePixelRatio || 1;
    canvas.width = Math.round(viewportWidth * ratio);
    canvas.height = Math.round(height * ratio);
    // jsdom has no canvas; the timeline still works without the drawing.
    const context = canvas.getContext?.('2d') ?? null;

    const draw = (scrollLeft: number) => {
      if (!context) return;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, viewportWidth, height);
      const range = {
        fromMs: pxToMs(scrollLeft - 2, durationMs, trackWidth),
        toMs: pxToMs(scrollLeft + viewportWidth + 2, durationMs, trackWidth),
      };
      const toX = (ms: number) => Math.round(msToPx(ms, durationMs, trackWidth) - scrollLeft) + 0.5;

      context.strokeStyle = '#94a3b8';
      context.lineWidth = 1;
      context.beginPath();
      for (const ms of ticksInRange(rulerIntervalSeconds, range, durationMs)) {
        const x = toX(ms);
        context.moveTo(x, rulerHeight - 6);
        context.lineTo(x, rulerHeight);
      }
      context.stroke();

      context.strokeStyle = '#d97706';
      context.lineWidth = 2;
      context.beginPath();
      for (const ms of valuesInRange(ticksMs, range)) {
        const x = toX(ms);
        context.moveTo(x, laneTop + 2);
        context.lineTo(x, laneTop + laneHeight - 2);
      }
      context.stroke();
    };
    onReady(draw);
  }, [
    ticksMs,
    rulerIntervalSeconds,
    durationMs,
    trackWidth,
    viewportWidth,
    height,
    rulerHeight,
    laneTop,
    laneHeight,
    onReady,
  ]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="timeline-ticks"
      className="pointer-events-none absolute top-0 left-0"
      style={{ width: viewportWidth, height }}
    />
  );
});
