import { LAZY_LOAD_VISIBILITY } from '@stepwise/contracts';
import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has been at least `threshold` visible (spec 9: thumbnails load when 10%
 * is visible), and true from then on. Without IntersectionObserver everything counts as visible.
 */
export function useInView(
  ref: RefObject<Element | null>,
  threshold: number = LAZY_LOAD_VISIBILITY,
): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some(
            (entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001,
          )
        ) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}
