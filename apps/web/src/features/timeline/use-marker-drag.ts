import { msToSeconds, toWholeMs } from '@stepwise/machines';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { constrainMarker, type MarkerKind, msToPx, nearestValue, pxToMs } from './timeline-view';

export interface MarkerDragState {
  durationMs: number;
  trackWidth: number;
  startMs: number | null;
  endMs: number | null;
  /** Ascending annotation ticks and where their lane is (px from the track's top). */
  ticksMs: readonly number[];
  tickLane: { top: number; bottom: number };
}

export interface MarkerDragHandlers {
  onSeek: (ms: number) => void;
  onStartChange: (ms: number) => void;
  onEndChange: (ms: number) => void;
}

/** px either side of an annotation tick that still hits it. */
const TICK_HIT_PX = 4;

/** A marker's handle (timeline-marker.tsx): 12 px wide around its line, 16 px high at the top. */
const HANDLE_HALF_WIDTH_PX = 6;
const HANDLE_HEIGHT_PX = 16;

/**
 * Start or End when a press at (x, y) px of the track falls on its handle, wherever it is: over
 * the playhead's handle, or half cut off at the track's edge. The nearer one when both are.
 */
export function boundaryMarkerAt(
  x: number,
  y: number,
  { durationMs, trackWidth, startMs, endMs }: MarkerDragState,
): 'start' | 'end' | null {
  if (y < 0 || y > HANDLE_HEIGHT_PX) return null;
  let found: 'start' | 'end' | null = null;
  let nearest = Number.POSITIVE_INFINITY;
  for (const [kind, ms] of [
    ['end', endMs],
    ['start', startMs],
  ] as const) {
    if (ms == null) continue;
    const clamped = Math.min(Math.max(ms, 0), durationMs);
    const distance = Math.abs(msToPx(clamped, durationMs, trackWidth) - x);
    if (distance <= HANDLE_HALF_WIDTH_PX && distance < nearest) {
      found = kind;
      nearest = distance;
    }
  }
  return found;
}

interface Drag {
  kind: MarkerKind;
  pointerId: number;
  /** The track's left edge in client px, read once when the drag starts. */
  trackLeft: number;
  lastMs: number | null;
  pendingMs: number | null;
}

/**
 * Pointer drags on the track: a marker's handle drags that marker, the empty track scrubs the
 * playhead, an annotation tick seeks to it. The pointer is captured by the track; moves are
 * reported at most once a frame and the track is measured only when the drag starts.
 */
export function useMarkerDrag(
  state: MarkerDragState,
  handlers: MarkerDragHandlers,
  draggingRef: RefObject<boolean>,
) {
  const latest = useRef({ state, handlers });
  latest.current = { state, handlers };
  const dragRef = useRef<Drag | null>(null);
  const frameRef = useRef<number | null>(null);

  const emit = useCallback((kind: MarkerKind, ms: number) => {
    const { handlers: current } = latest.current;
    if (kind === 'start') current.onStartChange(ms);
    else if (kind === 'end') current.onEndChange(ms);
    else current.onSeek(ms);
  }, []);

  const flush = useCallback(() => {
    frameRef.current = null;
    const drag = dragRef.current;
    if (!drag || drag.pendingMs === null || drag.pendingMs === drag.lastMs) return;
    drag.lastMs = drag.pendingMs;
    emit(drag.kind, drag.pendingMs);
  }, [emit]);

  const timeAt = useCallback((drag: Drag, clientX: number) => {
    const { durationMs, trackWidth, startMs, endMs } = latest.current.state;
    const seconds = msToSeconds(pxToMs(clientX - drag.trackLeft, durationMs, trackWidth));
    const duration = msToSeconds(durationMs);
    return toWholeMs(constrainMarker(drag.kind, seconds, { startMs, endMs, duration }));
  }, []);

  const onPointerDown = useCallback(
    (event: React.PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return;
      const track = event.currentTarget;
      const rect = track.getBoundingClientRect();
      const { state: current, handlers: currentHandlers } = latest.current;
      const x = event.clientX - rect.left;
      const y = event.clientY - rect.top;
      // Start and End win over the playhead (issue #18): the playhead also follows any press.
      const pressed = (event.target as Element).closest<HTMLElement>('[data-marker]');
      const markerKind =
        boundaryMarkerAt(x, y, current) ??
        (pressed?.dataset.marker as MarkerKind | undefined) ??
        null;
      const kind = markerKind ?? 'playhead';
      if (!markerKind && y >= current.tickLane.top && y <= current.tickLane.bottom) {
        const ms = pxToMs(x, current.durationMs, current.trackWidth);
        const tolerance =
          (TICK_HIT_PX / Math.max(1, current.trackWidth)) * Math.max(0, current.durationMs);
        const tick = nearestValue(current.ticksMs, ms, tolerance);
        if (tick !== null) {
          currentHandlers.onSeek(tick);
          return;
        }
      }
      event.preventDefault();
      if (markerKind) {
        track.querySelector<HTMLElement>(`[data-marker="${markerKind}"]`)?.focus();
      }
      track.setPointerCapture?.(event.pointerId);
      const drag: Drag = {
        kind,
        pointerId: event.pointerId,
        trackLeft: rect.left,
        lastMs: null,
        pendingMs: null,
      };
      dragRef.current = drag;
      draggingRef.current = true;
      // Pressing the empty track seeks there at once; a marker handle moves only when dragged.
      if (!markerKind) {
        drag.pendingMs = timeAt(drag, event.clientX);
        flush();
      }
    },
    [flush, timeAt, draggingRef],
  );

  const onPointerMove = useCallback(
    (event: React.PointerEvent<HTMLDivElement>) => {
      const drag = dragRef.current;
      if (!drag || drag.pointerId !== event.pointerId) return;
      drag.pendingMs = timeAt(drag, event.clientX);
      if (frameRef.current === null) frameRef.current = requestAnimationFrame(flush);
    },
    [flush, timeAt],
  );

  const onPointerEnd = useCallback(
    (event: React.PointerEvent<HTMLDivElement>) => {
      const drag = dragRef.current;
      if (!drag || drag.pointerId !== event.pointerId) return;
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      flush();
      dragRef.current = null;
      draggingRef.current = false;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
    [flush, draggingRef],
  );

  useEffect(
    () => () => {
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    },
    [],
  );

  return {
    trackHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
