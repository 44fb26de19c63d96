import { afterEach, beforeEach, vi } from 'vitest';

/** A 2D context that draws nothing (jsdom has none). */
const blankContext = new Proxy(
  { measureText: (text: string) => ({ width: text.length * 6 }) },
  { get: (target, key) => (key in target ? target[key as 'measureText'] : () => {}) },
);

/** jsdom lays nothing out: a ResizeObserver that never reports. */
class QuietResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * For each test of the calling file: what the floating timeline needs of a browser that jsdom
 * lacks (a canvas 2D context, ResizeObserver), stubbed, and put back after.
 */
export function stubTimelineDom(): void {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', QuietResizeObserver);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => blankContext as unknown as CanvasRenderingContext2D,
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
