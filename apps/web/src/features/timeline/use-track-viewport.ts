import { TIMELINE_ZOOM, zoomIn, zoomOut } from '@stepwise/machines';
import {
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  anchoredScrollLeft,
  canZoomOut,
  followScrollLeft,
  msToPx,
  pxToMs,
  trackWidthPx,
  visibleRange,
} from './timeline-view';

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const readWindowWidth = () => window.innerWidth;

/** Wheel delta (px) that makes one zoom step, so a trackpad pinch does not race through levels. */
const WHEEL_STEP = 40;

interface Options {
  durationMs: number;
  currentMs: number;
  /** A fixed viewport width (tests, or a parent that already measures); else measured. */
  viewportWidthPx: number | undefined;
  /** True while a marker is dragged: the playhead must not pull the view then. */
  draggingRef: RefObject<boolean>;
}

/**
 * The scrolling, zooming viewport of the track: zoom by the machines' rules (buttons and
 * Ctrl/Cmd+wheel, anchored so the time under the pointer stays put; out only until the whole
 * video is in view), the track width of spec 9,
 * the rendered time window (changes only every half viewport), canvas redraws on scroll, and
 * following the playhead while the time runs.
 */
export function useTrackViewport({ durationMs, currentMs, viewportWidthPx, draggingRef }: Options) {
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [zoom, setZoom] = useState<number>(TIMELINE_ZOOM.initial);
  const [measuredWidth, setMeasuredWidth] = useState(0);
  const [scrollLeft, setScrollLeft] = useState(0);
  const windowWidth = useSyncExternalStore(subscribeToResize, readWindowWidth, () => 1280);
  const drawRef = useRef<((scrollLeft: number) => void) | null>(null);
  const anchorRef = useRef<{ ms: number; offset: number } | null>(null);
  const frameRef = useRef<number | null>(null);

  const viewportWidth = viewportWidthPx ?? measuredWidth;
  const trackWidth = trackWidthPx(zoom, viewportWidth, windowWidth);
  const range = visibleRange(scrollLeft, viewportWidth, trackWidth, durationMs);
  const geometry = useRef({ durationMs, trackWidth, viewportWidth, zoom, currentMs });
  geometry.current = { durationMs, trackWidth, viewportWidth, zoom, currentMs };

  const attachScroller = useCallback((element: HTMLDivElement | null) => {
    scrollerRef.current = element;
    setScroller(element);
  }, []);

  useEffect(() => {
    if (!scroller || viewportWidthPx !== undefined) return;
    const measure = () => setMeasuredWidth(scroller.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller, viewportWidthPx]);

  /** Redraws the canvas now and lets React know the (snapped) window moved. */
  const syncScroll = useCallback(() => {
    const element = scrollerRef.current;
    if (!element) return;
    drawRef.current?.(element.scrollLeft);
    // Snapped to half viewports: React re-renders the window only when it really moves.
    const half = Math.max(1, geometry.current.viewportWidth / 2);
    setScrollLeft(Math.floor(element.scrollLeft / half) * half);
  }, []);

  const onScroll = useCallback(() => {
    if (frameRef.current !== null) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = null;
      syncScroll();
    });
  }, [syncScroll]);

  useEffect(
    () => () => {
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    },
    [],
  );

  const registerDraw = useCallback((draw: (scrollLeft: number) => void) => {
    drawRef.current = draw;
    draw(scrollerRef.current?.scrollLeft ?? 0);
  }, []);

  /** Zooms to `next`, keeping the time at `offset` px from the viewport's left where it is. */
  const zoomTo = useCallback((next: number, offset?: number) => {
    const element = scrollerRef.current;
    const {
      durationMs: duration,
      trackWidth: width,
      viewportWidth: viewport,
      currentMs: now,
    } = geometry.current;
    if (element) {
      const left = element.scrollLeft;
      const playheadX = msToPx(now, duration, width) - left;
      const anchorOffset =
        offset ?? (playheadX >= 0 && playheadX <= viewport ? playheadX : viewport / 2);
      anchorRef.current = {
        ms: pxToMs(left + anchorOffset, duration, width),
        offset: anchorOffset,
      };
    }
    setZoom(next);
  }, []);

  const zoomInBy = useCallback(() => zoomTo(zoomIn(geometry.current.zoom)), [zoomTo]);
  const zoomOutBy = useCallback(() => {
    const { zoom: now, trackWidth: width, viewportWidth: viewport } = geometry.current;
    if (canZoomOut(now, width, viewport)) zoomTo(zoomOut(now));
  }, [zoomTo]);

  useLayoutEffect(() => {
    const element = scrollerRef.current;
    const anchor = anchorRef.current;
    if (!element || !anchor) return;
    anchorRef.current = null;
    element.scrollLeft = anchoredScrollLeft(
      anchor.ms,
      anchor.offset,
      durationMs,
      trackWidth,
      viewportWidth,
    );
    syncScroll();
  }, [trackWidth, durationMs, viewportWidth, syncScroll]);

  // Ctrl/Cmd+wheel zooms; React's wheel listener is passive, so this one is native.
  useEffect(() => {
    if (!scroller) return;
    let accumulated = 0;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      accumulated += event.deltaY;
      if (Math.abs(accumulated) < WHEEL_STEP) return;
      const zoomNow = geometry.current.zoom;
      const { trackWidth: width, viewportWidth: viewport } = geometry.current;
      const zoomingOut = accumulated > 0;
      accumulated = 0;
      if (zoomingOut && !canZoomOut(zoomNow, width, viewport)) return;
      const next = zoomingOut ? zoomOut(zoomNow) : zoomIn(zoomNow);
      zoomTo(next, event.clientX - scroller.getBoundingClientRect().left);
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', onWheel);
  }, [scroller, zoomTo]);

  // While the time runs (or jumps), keep the playhead on screen, unless the user is dragging.
  useEffect(() => {
    const element = scrollerRef.current;
    if (!element || draggingRef.current) return;
    const x = msToPx(currentMs, durationMs, trackWidth);
    const next = followScrollLeft(x, element.scrollLeft, viewportWidth, trackWidth);
    if (next !== element.scrollLeft) {
      element.scrollLeft = next;
      syncScroll();
    }
  }, [currentMs, durationMs, trackWidth, viewportWidth, draggingRef, syncScroll]);

  return {
    attachScroller,
    scroller,
    onScroll,
    registerDraw,
    zoom,
    zoomIn: zoomInBy,
    zoomOut: zoomOutBy,
    /** False at 10% and once the whole video is in view (the lowest useful step). */
    canZoomOut: canZoomOut(zoom, trackWidth, viewportWidth),
    trackWidth,
    viewportWidth,
    range,
  };
}
