import { messages } from '@stepwise/contracts';
import {
  formatTimecode,
  isAfterStart,
  msToSeconds,
  rulerTickIntervalSeconds,
  TIMELINE_ZOOM,
} from '@stepwise/machines';
import { Button, cn } from '@stepwise/ui';
import { ChevronDown, ChevronUp, ZoomIn, ZoomOut } from 'lucide-react';
import { type CSSProperties, useCallback, useMemo, useRef } from 'react';
import { RulerLabels } from './ruler-labels';
import { StepBlocks, type TimelineStep } from './step-blocks';
import { timelineTexts } from './texts';
import { TimelineMarker } from './timeline-marker';
import {
  itemsInRange,
  labelIntervalSeconds,
  type MarkerKind,
  markerKeyTarget,
  msToPx,
} from './timeline-view';
import { TrackCanvas } from './track-canvas';
import { useMarkerDrag } from './use-marker-drag';
import { useTrackViewport } from './use-track-viewport';

export interface FloatingTimelineProps {
  durationMs: number;
  currentMs: number;
  startMs: number | null;
  endMs: number | null;
  steps: readonly TimelineStep[];
  annotationTicksMs: readonly number[];
  onSeek: (ms: number) => void;
  onStartChange: (ms: number) => void;
  onEndChange: (ms: number) => void;
  onMarkStart: () => void;
  onMarkEnd: () => void;
  onClear: () => void;
  onStepClick: (id: string) => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The steps sidebar's state: the timeline sits 256 px from the right, 64 px when collapsed. */
  sidebarCollapsed: boolean;
  /** Its left edge, px from the window's left (beside the app's navigation); 16 when absent. */
  leftPx?: number;
  /**
   * The video cannot be played (it failed to load): Mark Start, Mark End and Clear are disabled,
   * as the player's buttons are (and the zoom, with nothing to show).
   */
  disabled?: boolean;
  /** A fixed width (px) of the visible track; measured with a ResizeObserver when absent. */
  viewportWidthPx?: number;
  className?: string;
}

/** Lanes of the track, px from its top. */
const RULER_HEIGHT = 24;
const STEPS_TOP = 28;
const STEPS_HEIGHT = 28;
const TICKS_TOP = 60;
const TICKS_HEIGHT = 16;
const TRACK_HEIGHT = TICKS_TOP + TICKS_HEIGHT + 4;

/**
 * The floating, zoomable video timeline of the authoring editor (spec 2 "Floating video
 * timeline", spec 9 "Timeline"). Fully controlled: times come in as props and every change goes
 * out through the callbacks. Built to stay smooth with hundreds of steps and thousands of
 * annotation ticks: step blocks and ticks are drawn on a viewport-sized canvas, only the buttons
 * of the steps in the visible window are rendered (placed in percent, so a zoom leaves them be),
 * and markers move with transforms.
 */
export function FloatingTimeline({
  durationMs,
  currentMs,
  startMs,
  endMs,
  steps,
  annotationTicksMs,
  onSeek,
  onStartChange,
  onEndChange,
  onMarkStart,
  onMarkEnd,
  onClear,
  onStepClick,
  collapsed,
  onCollapsedChange,
  sidebarCollapsed,
  leftPx,
  disabled = false,
  viewportWidthPx,
  className,
}: FloatingTimelineProps) {
  const ticksMs = useMemo(() => [...annotationTicksMs].sort((a, b) => a - b), [annotationTicksMs]);

  // Set by the drag hook: while a marker is dragged the playhead must not pull the view.
  const draggingRef = useRef(false);
  const viewport = useTrackViewport({ durationMs, currentMs, viewportWidthPx, draggingRef });
  const { trackWidth, range, zoom } = viewport;
  const { trackHandlers } = useMarkerDrag(
    {
      durationMs,
      trackWidth,
      startMs,
      endMs,
      ticksMs,
      tickLane: { top: TICKS_TOP, bottom: TICKS_TOP + TICKS_HEIGHT },
    },
    { onSeek, onStartChange, onEndChange },
    draggingRef,
  );

  const { fromMs, toMs } = range;
  const windowRange = useMemo(() => ({ fromMs, toMs }), [fromMs, toMs]);
  const visibleSteps = useMemo(() => itemsInRange(steps, windowRange), [steps, windowRange]);

  const onMarkerKey = useCallback(
    (kind: MarkerKind, event: React.KeyboardEvent<HTMLDivElement>) => {
      const value = kind === 'start' ? startMs : kind === 'end' ? endMs : currentMs;
      if (value == null) return;
      const next = markerKeyTarget(event.key, event.shiftKey, kind, value, {
        startMs,
        endMs,
        durationMs,
      });
      if (next === null) return;
      event.preventDefault();
      if (next === value) return;
      if (kind === 'start') onStartChange(next);
      else if (kind === 'end') onEndChange(next);
      else onSeek(next);
    },
    [startMs, endMs, currentMs, durationMs, onStartChange, onEndChange, onSeek],
  );

  // Spec 5: the timeline's Mark End silently ignores a time not after the start (the same rule
  // as the player's and the editor's).
  const markEnd = () => {
    if (!isAfterStart(currentMs, startMs)) return;
    onMarkEnd();
  };

  const toX = (ms: number) => msToPx(Math.min(Math.max(ms, 0), durationMs), durationMs, trackWidth);
  const position: CSSProperties = { right: sidebarCollapsed ? 64 : 256, left: leftPx ?? 16 };
  const zoomPercent = Math.round(zoom * 100);

  return (
    <section
      aria-label={timelineTexts.region}
      data-collapsed={collapsed}
      style={position}
      className={cn(
        'fixed bottom-4 z-40 rounded-xl border border-slate-200 bg-white shadow-lg',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2 px-3 py-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={!collapsed}
          aria-label={collapsed ? timelineTexts.expand : timelineTexts.collapse}
          onClick={() => onCollapsedChange(!collapsed)}
          icon={collapsed ? <ChevronUp className="size-4" /> : <ChevronDown className="size-4" />}
        />
        <span className="text-sm tabular-nums text-slate-700">
          <span className="sr-only">{messages.player.currentTime}: </span>
          {formatTimecode(msToSeconds(currentMs))}
        </span>
        {collapsed ? null : (
          <>
            <div className="ml-2 flex items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={timelineTexts.zoomOut}
                disabled={disabled || !viewport.canZoomOut}
                onClick={viewport.zoomOut}
                icon={<ZoomOut className="size-4" />}
              />
              <output
                aria-label={timelineTexts.zoomLevel(zoomPercent)}
                className="w-12 text-center text-xs tabular-nums text-slate-600"
              >
                {zoomPercent}%
              </output>
              <Button
                variant="ghost"
                size="sm"
                aria-label={timelineTexts.zoomIn}
                disabled={disabled || zoom >= TIMELINE_ZOOM.max}
                onClick={viewport.zoomIn}
                icon={<ZoomIn className="size-4" />}
              />
            </div>
            <div className="ml-auto flex items-center gap-2">
              <Button variant="secondary" size="sm" disabled={disabled} onClick={onMarkStart}>
                {messages.player.markStart}
              </Button>
              <Button variant="secondary" size="sm" disabled={disabled} onClick={markEnd}>
                {messages.player.markEnd}
              </Button>
              <Button variant="ghost" size="sm" disabled={disabled} onClick={onClear}>
                {messages.player.clear}
              </Button>
            </div>
          </>
        )}
      </div>
      {collapsed ? null : (
        <div className="relative border-t border-slate-100" style={{ height: TRACK_HEIGHT + 12 }}>
          <TrackCanvas
            ticksMs={ticksMs}
            steps={steps}
            rulerIntervalSeconds={rulerTickIntervalSeconds(zoom)}
            durationMs={durationMs}
            trackWidth={trackWidth}
            viewportWidth={viewport.viewportWidth}
            height={TRACK_HEIGHT}
            rulerHeight={RULER_HEIGHT}
            stepsTop={STEPS_TOP}
            stepsHeight={STEPS_HEIGHT}
            laneTop={TICKS_TOP}
            laneHeight={TICKS_HEIGHT}
            onReady={viewport.registerDraw}
          />
          <div
            ref={viewport.attachScroller}
            onScroll={viewport.onScroll}
            data-testid="timeline-scroller"
            className="relative h-full overflow-x-auto overflow-y-hidden"
          >
            <div
              {...trackHandlers}
              data-testid="timeline-track"
              className="relative cursor-pointer touch-none select-none"
              style={{ width: trackWidth, height: TRACK_HEIGHT }}
            >
              <RulerLabels
                intervalSeconds={labelIntervalSeconds(
                  zoom,
                  trackWidth / Math.max(1, msToSeconds(durationMs)),
                )}
                range={windowRange}
                durationMs={durationMs}
                trackWidth={trackWidth}
                height={RULER_HEIGHT}
              />
              {startMs != null && endMs != null ? (
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute top-0 left-0 h-full bg-brand-500/10"
                  style={{
                    transform: `translateX(${toX(startMs)}px)`,
                    width: Math.max(0, toX(endMs) - toX(startMs)),
                  }}
                />
              ) : null}
              <StepBlocks
                steps={visibleSteps}
                durationMs={durationMs}
                top={STEPS_TOP}
                height={STEPS_HEIGHT}
                onStepClick={onStepClick}
              />
              <div
                role="img"
                aria-label={timelineTexts.annotationTicks(ticksMs.length)}
                className="absolute left-0 w-full"
                style={{ top: TICKS_TOP, height: TICKS_HEIGHT }}
              />
              {startMs != null ? (
                <TimelineMarker
                  kind="start"
                  label={messages.steps.detailsLabels.startTime}
                  valueMs={startMs}
                  minMs={0}
                  maxMs={durationMs}
                  x={toX(startMs)}
                  height={TRACK_HEIGHT}
                  onKeyDown={onMarkerKey}
                />
              ) : null}
              {endMs != null ? (
                <TimelineMarker
                  kind="end"
                  label={messages.steps.detailsLabels.endTime}
                  valueMs={endMs}
                  minMs={0}
                  maxMs={durationMs}
                  x={toX(endMs)}
                  height={TRACK_HEIGHT}
                  onKeyDown={onMarkerKey}
                />
              ) : null}
              <TimelineMarker
                kind="playhead"
                label={messages.player.currentTime}
                valueMs={currentMs}
                minMs={0}
                maxMs={durationMs}
                x={toX(currentMs)}
                height={TRACK_HEIGHT}
                onKeyDown={onMarkerKey}
              />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
