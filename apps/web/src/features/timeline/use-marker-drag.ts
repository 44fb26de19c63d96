import { msToSeconds, toWholeMs } from '@stepwise/machines';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { constrainMarker, type MarkerKind, nearestValue, pxToMs } from './timeline-view';

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
      const marker = (event.target as Element).closest<HTMLElement>('[data-marker]');
      const kind = (marker?.dataset.marker as MarkerKind | undefined) ?? 'playhead';
      const { state: current, handlers: currentHandlers } = latest.current;
      const y = event.clientY - rect.top;
      if (!marker && y >= current.tickLane.top && y <= current.tickLane.bottom) {
        const ms = pxToMs(event.clientX - rect.left, current.durationMs, current.trackWidth);
        const tolerance =
          (TICK_HIT_PX / Math.max(1, current.trackWidth)) * Math.max(0, current.durationMs);
        const tick = nearestValue(current.ticksMs, ms, tolerance);
        if (tick !== null) {
          currentHandlers.onSeek(tick);
          return;
        }
      }
      event.preventDefault();
      marker?.focus();
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
      if (!marker) {
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
