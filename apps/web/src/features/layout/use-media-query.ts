import { useSyncExternalStore } from 'react';

const hasMatchMedia = (): boolean => typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches now; follows changes. Where matchMedia is missing (jsdom) it
 * answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (hasMatchMedia() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
