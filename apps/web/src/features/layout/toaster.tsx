import { Toaster } from '@stepwise/ui';
import { useEffect, useState } from 'react';

/** Space between the page header and the first toast, and the least distance from the top. */
const BELOW_HEADER_PX = 12;
const MIN_TOP_PX = 16;

/**
 * Where the first toast goes: under the current screen's header (the first `<header>` in the main
 * column, with its buttons), in window pixels; at the top once the header has scrolled away.
 */
export function toastTopOffset(header: Element | null): number {
  const bottom = header?.getBoundingClientRect().bottom ?? 0;
  return Math.max(MIN_TOP_PX, Math.round(bottom + BELOW_HEADER_PX));
}

const pageHeader = (): Element | null => document.querySelector('#main header');

/**
 * Keeps the toasts' top under the page header as screens change, the header wraps and the main
 * column scrolls (measured at most once a frame).
 */
function usePageHeaderOffset(): number {
  const [top, setTop] = useState(() => toastTopOffset(pageHeader()));
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setTop(toastTopOffset(pageHeader()));
      });
    };
    // The shell (and its main column) may render after the toaster: watch the whole document.
    const changes = new MutationObserver(measure);
    changes.observe(document.body, { childList: true, subtree: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(document.body);
    document.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      resizes?.disconnect();
      document.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, []);
  return top;
}

/** The Toaster as its own chunk (see session-toaster.tsx), placed under the page header. */
export default function PageToaster() {
  return <Toaster offsetTop={usePageHeaderOffset()} />;
}
