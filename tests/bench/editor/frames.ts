// Frame times of the floating timeline: a requestAnimationFrame loop in the page records the time
// between frames while the timeline zooms 20 times and the playhead is dragged. A frame's time is
// read from its rAF timestamp (when the browser began that frame, on the display's 60 Hz grid) and
// counted in whole display frames: a frame made in time lasts 16.7 ms, one that missed its slot
// 33.3 ms. (The page's clock is coarsened to 0.1 ms, so the raw gaps read 16.6 to 16.8 ms.) The
// moments the callbacks ran (performance.now) are kept too: they add the main thread's jitter.
// Zoom clicks are made in the page, two frames apart, so the frames counted are the ones the zoom
// changes touch and no Playwright round trip stretches the run with idle frames. The drag uses
// real mouse input (Playwright's mouse), as the track captures the pointer.
import type { Locator, Page } from '@playwright/test';

/** The timeline's accessible names (apps/web/src/features/timeline/texts.ts, messages.player). */
export const TIMELINE = {
  region: 'Video timeline',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  playhead: 'Current Time',
} as const;

/**
 * 20 zoom changes: in to 759%, back out to 100%, twice. The timeline stops at 100% (the whole
 * video) since zooming out below it only shrinks the track (issue #18), so the plan stays above.
 */
export const ZOOM_PLAN: readonly ('in' | 'out')[] = [
  ...Array<'in'>(5).fill('in'),
  ...Array<'out'>(5).fill('out'),
  ...Array<'in'>(5).fill('in'),
  ...Array<'out'>(5).fill('out'),
];

interface FrameRecorder {
  /** Between the frames' own times (the rAF timestamp: when the browser began the frame). */
  deltas: number[];
  /** Between the moments the frame callbacks ran (performance.now in the callback). */
  callbackDeltas: number[];
  running: boolean;
}

/** A recording: frame times in whole display frames, and the callbacks' own intervals. */
export interface FrameTimes {
  frames: number[];
  callbacks: number[];
}

/** One frame of a 60 Hz display (ms). */
export const DISPLAY_FRAME_MS = 1000 / 60;

/** A gap between two frames' timestamps as the display frames it lasted (at least one). */
export const inDisplayFrames = (gapMs: number): number =>
  Math.max(1, Math.round(gapMs / DISPLAY_FRAME_MS)) * DISPLAY_FRAME_MS;

declare global {
  interface Window {
    __benchFrames?: FrameRecorder;
  }
}

/** Starts recording frame deltas in the page (after one frame, so the first delta is whole). */
export async function startFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const recorder: FrameRecorder = { deltas: [], callbackDeltas: [], running: true };
        window.__benchFrames = recorder;
        let lastFrame = 0;
        let lastCallback = 0;
        const loop = (frameTime: number) => {
          const now = performance.now();
          if (lastFrame > 0) {
            recorder.deltas.push(frameTime - lastFrame);
            recorder.callbackDeltas.push(now - lastCallback);
          }
          lastFrame = frameTime;
          lastCallback = now;
          if (recorder.running) requestAnimationFrame(loop);
        };
        requestAnimationFrame((frameTime) => {
          loop(frameTime);
          resolve();
        });
      }),
  );
}

/** Stops the recorder after two more frames and returns what it recorded (ms). */
export async function stopFrames(page: Page): Promise<FrameTimes> {
  const recorded = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const recorder = window.__benchFrames;
    if (!recorder) throw new Error('the frame recorder is not running');
    recorder.running = false;
    return { frames: recorder.deltas, callbacks: recorder.callbackDeltas };
  });
  return { frames: recorded.frames.map(inDisplayFrames), callbacks: recorded.callbacks };
}

/** Clicks Zoom in / Zoom out of the timeline as `plan` says, two frames apart; returns the zooms. */
export function zoomInPage(page: Page, plan: readonly ('in' | 'out')[]): Promise<string[]> {
  return page.evaluate(
    async ({ plan, names }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const region = document.querySelector(`section[aria-label="${names.region}"]`);
      if (!region) throw new Error(`no "${names.region}" region`);
      const levels: string[] = [];
      for (const direction of plan) {
        const name = direction === 'in' ? names.zoomIn : names.zoomOut;
        const button = region.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
        if (!button || button.disabled) throw new Error(`the "${name}" button is not usable`);
        button.click();
        await frame();
        await frame();
        levels.push(region.querySelector('output')?.textContent ?? '?');
      }
      return levels;
    },
    { plan, names: TIMELINE },
  );
}

export interface DragResult {
  /** The playhead (s) before, at the far end, and after the drag. */
  fromS: number;
  farS: number;
  backS: number;
  grabbed: 'playhead handle' | 'track';
}

const secondsOf = async (slider: Locator) => Number(await slider.getAttribute('aria-valuenow'));

/**
 * Drags the playhead across the visible track and back with the mouse (`steps` moves each way;
 * the track reports at most one move a frame). Grabs the playhead's handle when it is inside the
 * visible track, else presses the empty ruler lane, which scrubs the playhead the same way.
 */
export async function dragPlayhead(page: Page, steps: number): Promise<DragResult> {
  const region = page.getByRole('region', { name: TIMELINE.region });
  const scroller = region.getByTestId('timeline-scroller');
  const playhead = region.getByRole('slider', { name: TIMELINE.playhead });
  const view = await scroller.boundingBox();
  const handle = await playhead.boundingBox();
  if (!view) throw new Error('the timeline track is not visible');
  const left = view.x + 8;
  const right = view.x + view.width - 8;
  const handleX = handle ? handle.x + handle.width / 2 : Number.NaN;
  const onHandle = handle !== null && handleX >= left && handleX <= right;
  const start = onHandle
    ? { x: handleX, y: (handle?.y ?? 0) + (handle?.height ?? 0) / 2 }
    : { x: left, y: view.y + 12 };
  const fromS = await secondsOf(playhead);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(right, start.y, { steps });
  const farS = await secondsOf(playhead);
  await page.mouse.move(left, start.y, { steps });
  await page.mouse.up();
  const backS = await secondsOf(playhead);
  return { fromS, farS, backS, grabbed: onHandle ? 'playhead handle' : 'track' };
}
