/**
 * How many stored frames are checked at a time when the editor opens: few, so the browser's six
 * connections to the server stay free for the video and the editor's own calls.
 */
export const FRAME_CHECKS_AT_ONCE = 2;

/**
 * Runs `task`s at most `limit` at a time, in the order they were asked for (the stored frames'
 * checks: thousands of small HEAD requests must not flood the browser or the server).
 */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (active >= limit) return;
    const start = waiting.shift();
    if (!start) return;
    active += 1;
    start();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            next();
          });
      });
      next();
    });
}

/** Whether a signed frame URL answers (a HEAD request: nothing is downloaded). */
export async function frameAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD' });
    return response.ok;
  } catch {
    return false;
  }
}
