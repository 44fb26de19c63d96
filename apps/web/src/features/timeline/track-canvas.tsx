import { memo, useEffect, useRef, useState } from 'react';
import { type DrawnStep, drawStepBlocks } from './draw-step-blocks';
import { msToPx, pxToMs, ticksInRange, valuesInRange } from './timeline-view';

export interface TrackCanvasProps {
  /** Ascending annotation times (ms). */
  ticksMs: readonly number[];
  /** Every step block of the track (only the ones on screen are drawn). */
  steps: readonly DrawnStep[];
  /** Ruler tick interval (s) of spec 9 at the current zoom. */
  rulerIntervalSeconds: number;
  durationMs: number;
  trackWidth: number;
  viewportWidth: number;
  height: number;
  rulerHeight: number;
  /** Top and height of the step-block lane. */
  stepsTop: number;
  stepsHeight: number;
  /** Top and height of the annotation-tick lane. */
  laneTop: number;
  laneHeight: number;
  /** Registers the function that redraws for a scroll position; the timeline calls it on scroll. */
  onReady: (draw: (scrollLeft: number) => void) => void;
}

/**
 * The ruler's minor ticks, the step blocks and the annotation ticks, drawn on one viewport-sized
 * canvas laid under the scrolling track: only what is on screen is drawn (a binary search finds
 * the ticks among thousands), and scrolling or zooming repaints this canvas without touching the
 * DOM. Clicks go to the track and the step buttons above it (pointer-events: none).
 */
export const TrackCanvas = memo(function TrackCanvas({
  ticksMs,
  steps,
  rulerIntervalSeconds,
  durationMs,
  trackWidth,
  viewportWidth,
  height,
  rulerHeight,
  stepsTop,
  stepsHeight,
  laneTop,
  laneHeight,
  onReady,
}: TrackCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Label widths measured once and reused by every draw (cleared when it grows large).
  const [widths] = useState(() => new Map<string, number>());

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = globalThis.devicePixelRatio || 1;
    canvas.width = Math.round(viewportWidth * ratio);
    canvas.height = Math.round(height * ratio);
    // jsdom has no canvas; the timeline still works without the drawing.
    const context = canvas.getContext?.('2d') ?? null;
    const fontFamily = getComputedStyle(canvas).fontFamily || 'sans-serif';

    const draw = (scrollLeft: number) => {
      if (!context) return;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, viewportWidth, height);
      const range = {
        fromMs: pxToMs(scrollLeft - 2, durationMs, trackWidth),
        toMs: pxToMs(scrollLeft + viewportWidth + 2, durationMs, trackWidth),
      };
      const exactX = (ms: number) => msToPx(ms, durationMs, trackWidth) - scrollLeft;
      const toX = (ms: number) => Math.round(exactX(ms)) + 0.5;

      drawStepBlocks(
        context,
        steps,
        range,
        exactX,
        { top: stepsTop, height: stepsHeight, fontFamily },
        widths,
      );

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
    steps,
    rulerIntervalSeconds,
    durationMs,
    trackWidth,
    viewportWidth,
    height,
    rulerHeight,
    stepsTop,
    stepsHeight,
    laneTop,
    laneHeight,
    onReady,
    widths,
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
