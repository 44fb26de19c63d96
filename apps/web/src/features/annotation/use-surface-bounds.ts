import { type RefCallback, useCallback, useState } from 'react';

/** The share of the window's height the frame may take, so the list and buttons stay in view. */
export const SURFACE_MAX_VIEWPORT_SHARE = 0.5;
const MIN_SURFACE_HEIGHT_PX = 200;

export interface SurfaceBounds {
  /** The element's content width in whole pixels (0 until measured). */
  width: number;
  /** The tallest the drawing surface may be. */
  maxHeight: number;
}

function maxHeightOf(view: Window | null): number {
  const height = view?.innerHeight ?? 0;
  return Math.max(MIN_SURFACE_HEIGHT_PX, Math.floor(height * SURFACE_MAX_VIEWPORT_SHARE));
}

/** Tracks how wide an element is (ResizeObserver) and how tall the window lets the surface be. */
export function useSurfaceBounds<T extends HTMLElement>(): [RefCallback<T>, SurfaceBounds] {
  const [bounds, setBounds] = useState<SurfaceBounds>({
    width: 0,
    maxHeight: MIN_SURFACE_HEIGHT_PX,
  });

  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const view = element.ownerDocument.defaultView;
    const measure = () =>
      setBounds((previous) => {
        const next = { width: Math.floor(element.clientWidth), maxHeight: maxHeightOf(view) };
        return next.width === previous.width && next.maxHeight === previous.maxHeight
          ? previous
          : next;
      });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    view?.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      view?.removeEventListener('resize', measure);
    };
  }, []);

  return [ref, bounds];
}
