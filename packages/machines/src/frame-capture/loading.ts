import type { FrameCaptureContext, FrameLoading, FrameToLoad, StoredFrame } from './types';

/** Existing annotation frames load one by one: the bookkeeping of that walk. */

export const noLoading: FrameLoading = { queue: [], index: 0, loaded: 0, failed: 0 };

export function startLoading(frames: FrameToLoad[]): FrameLoading {
  return { ...noLoading, queue: frames };
}

/** The frame the `loadFrame` actor fetches next. */
export function frameToLoad(loading: FrameLoading): FrameToLoad {
  return loading.queue[loading.index]!;
}

/** More frames wait after the one loading now. */
export function hasMoreFrames(loading: FrameLoading): boolean {
  return loading.index + 1 < loading.queue.length;
}

/** Some frame failed, counting the one just finished (`null`: its download failed). */
export function hasLoadFailures(loading: FrameLoading, finished: StoredFrame | null): boolean {
  return loading.failed > 0 || finished === null;
}

/** A frame finished loading: stored by timestamp, or counted as failed when `null`. */
export function recordLoaded(
  context: FrameCaptureContext,
  frame: StoredFrame | null,
): Pick<FrameCaptureContext, 'frames' | 'loading'> {
  if (frame === null) return { frames: context.frames, loading: recordFailed(context.loading) };
  return {
    frames: { ...context.frames, [frame.timestampMs]: frame },
    loading: { ...context.loading, loaded: context.loading.loaded + 1 },
  };
}

export function recordFailed(loading: FrameLoading): FrameLoading {
  return { ...loading, failed: loading.failed + 1 };
}

export function advance(loading: FrameLoading): FrameLoading {
  return { ...loading, index: loading.index + 1 };
}
