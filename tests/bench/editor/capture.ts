// Capture Frame to the 'Annotate Frame' popup on the 1920x1080 video, timed in the page: t0 just
// before the button's click, t1 at the first moment (a DOM mutation, an image load or a frame)
// when the dialog named 'Annotate Frame' is visible with its frame drawn. Playwright only seeks
// between rounds and closes the popup with Done, outside the timing.
import type { Page } from '@playwright/test';

export const CAPTURE = {
  player: 'Video player',
  videoSelect: 'Video',
  fullHdOption: 'Video 2',
  button: 'Capture Frame',
  dialog: 'Annotate Frame',
  done: 'Done',
} as const;

/** What showed the frame in the popup: an <img>, or a canvas (e.g. Konva) with pixels drawn. */
export type FrameKind = 'img' | 'canvas';

export interface CaptureRound {
  /** To the popup with its frame drawn. */
  ms: number;
  /** To the dialog being visible, its frame maybe still loading. */
  dialogMs: number;
  kind: FrameKind;
}

const TIMEOUT_MS = 10_000;

/** Selects Video 2 in the player and waits for its 1920x1080 metadata. */
export async function selectFullHdVideo(page: Page): Promise<{ width: number; height: number }> {
  const player = page.getByRole('region', { name: CAPTURE.player });
  await player
    .getByLabel(CAPTURE.videoSelect, { exact: true })
    .selectOption({ label: CAPTURE.fullHdOption });
  const handle = await page.waitForFunction(
    (name) => {
      const video = document.querySelector(`section[aria-label="${name}"] video`);
      if (!(video instanceof HTMLVideoElement) || video.readyState < 1) return null;
      return video.videoWidth === 1920
        ? { width: video.videoWidth, height: video.videoHeight }
        : null;
    },
    CAPTURE.player,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as { width: number; height: number };
}

/** Seeks the player's video to the middle of frame `frame` (30 fps) and waits for the picture. */
export async function seekToFrame(page: Page, frame: number): Promise<void> {
  await page.evaluate(
    async ({ name, seconds }) => {
      const video = document.querySelector(`section[aria-label="${name}"] video`);
      if (!(video instanceof HTMLVideoElement)) throw new Error('no video in the player');
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = seconds;
      });
      while (video.readyState < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    },
    { name: CAPTURE.player, seconds: (frame + 0.5) / 30 },
  );
}

/** One timed round: clicks Capture Frame in the page and resolves when the popup shows. */
export function timeCapture(page: Page): Promise<CaptureRound> {
  return page.evaluate(
    ({ names, timeoutMs }) =>
      new Promise<CaptureRound>((resolve, reject) => {
        const accessibleName = (element: Element) =>
          element.getAttribute('aria-label') ??
          (element.getAttribute('aria-labelledby') ?? '')
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim();
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
          );
        };
        /** A canvas with pixels drawn at a few points of its middle band. */
        const drawn = (canvas: HTMLCanvasElement) => {
          if (canvas.width === 0 || canvas.height === 0) return false;
          const context = canvas.getContext('2d', { willReadFrequently: true });
          if (!context) return false;
          const y = Math.floor(canvas.height / 2);
          return [0.25, 0.5, 0.75].some(
            (at) => (context.getImageData(Math.floor(canvas.width * at), y, 1, 1).data[3] ?? 0) > 0,
          );
        };
        let dialogMs = 0;
        const shown = (): FrameKind | null => {
          const dialog = [...document.querySelectorAll('[role="dialog"], dialog')].find(
            (element) => accessibleName(element) === names.dialog && visible(element),
          );
          if (!dialog) return null;
          if (dialogMs === 0) dialogMs = performance.now() - t0;
          const images = [...dialog.querySelectorAll('img')].filter(visible);
          if (images.length > 0) {
            return images.every((image) => image.complete && image.naturalWidth > 0) ? 'img' : null;
          }
          return [...dialog.querySelectorAll('canvas')].some(drawn) ? 'canvas' : null;
        };

        const button = [...document.querySelectorAll('button')].find(
          (element) =>
            (element.getAttribute('aria-label') ?? element.textContent?.trim()) === names.button,
        );
        if (!button || button.disabled) {
          reject(new Error(`no usable "${names.button}" button`));
          return;
        }
        let done = false;
        let t0 = 0;
        const observer = new MutationObserver(() => check());
        const finish = (result: CaptureRound | Error) => {
          done = true;
          observer.disconnect();
          document.removeEventListener('load', check, true);
          if (result instanceof Error) reject(result);
          else resolve(result);
        };
        function check() {
          if (done) return;
          const kind = shown();
          if (kind) finish({ ms: performance.now() - t0, dialogMs, kind });
        }
        const everyFrame = () => {
          if (done) return;
          check();
          if (done) return;
          if (performance.now() - t0 > timeoutMs) {
            finish(new Error(`no "${names.dialog}" popup within ${timeoutMs} ms`));
          } else {
            requestAnimationFrame(everyFrame);
          }
        };
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        document.addEventListener('load', check, true);
        t0 = performance.now();
        button.click();
        requestAnimationFrame(everyFrame);
      }),
    { names: CAPTURE, timeoutMs: TIMEOUT_MS },
  );
}

/** Closes the popup with Done and waits for it to go. */
export async function closePopup(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: CAPTURE.dialog });
  await dialog.getByRole('button', { name: CAPTURE.done, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * The floor of a capture here: the current 1080p frame drawn on a canvas and encoded as JPEG
 * (quality 0.9, as the player does), `rounds` times in the page; ms each.
 */
export function timeJpegEncode(page: Page, rounds: number): Promise<number[]> {
  return page.evaluate(
    async ({ name, rounds }) => {
      const video = document.querySelector(`section[aria-label="${name}"] video`);
      if (!(video instanceof HTMLVideoElement)) throw new Error('no video in the player');
      const times: number[] = [];
      for (let index = 0; index < rounds; index++) {
        const t0 = performance.now();
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
        await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
        times.push(performance.now() - t0);
      }
      return times;
    },
    { name: CAPTURE.player, rounds },
  );
}
