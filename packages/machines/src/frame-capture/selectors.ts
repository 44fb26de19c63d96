import { messages } from '@stepwise/contracts';
import type { SnapshotFrom } from 'xstate';
import type { frameCaptureMachine } from '../frame-capture.machine';
import type { FrameAnnotation, StoredFrame } from './types';

/** Small reads of the frame-capture snapshot for the player, the popups and the status line. */

export type FrameCaptureSnapshot = SnapshotFrom<typeof frameCaptureMachine>;

/** The open annotation popup: its title, the text its input starts with, frame and list. */
export interface AnnotationPopup {
  kind: 'frame' | 'result';
  title: string;
  defaultText: string;
  frame: StoredFrame;
  annotations: FrameAnnotation[];
}

/** A capture or result finalization is running. */
export const selectIsCapturing = (snapshot: FrameCaptureSnapshot): boolean =>
  snapshot.hasTag('busy');

/** The helpers' status line (capture failures, result-frame guidance and outcome). */
export const selectStatusMessage = (snapshot: FrameCaptureSnapshot): string | null =>
  snapshot.context.status;

/** Every captured or loaded frame by timestamp in ms. */
export const selectFrames = (snapshot: FrameCaptureSnapshot): Record<number, StoredFrame> =>
  snapshot.context.frames;

export const selectCurrentFrame = (snapshot: FrameCaptureSnapshot): StoredFrame | null =>
  snapshot.context.currentFrame;

export function selectAnnotationPopup(snapshot: FrameCaptureSnapshot): AnnotationPopup | null {
  const { annotations, currentFrame, resultFrame } = snapshot.context;
  if (snapshot.matches({ capture: 'annotatingFrame' }) && currentFrame) {
    const { framePopup: title, defaultText } = messages.annotation;
    return { kind: 'frame', title, defaultText, frame: currentFrame, annotations };
  }
  if (snapshot.matches({ capture: 'annotatingResult' }) && resultFrame) {
    const { resultPopup: title, defaultResultText: defaultText } = messages.annotation;
    return { kind: 'result', title, defaultText, frame: resultFrame, annotations };
  }
  return null;
}

/** The frame-loading message: progress, then the outcome until its delay ends. */
export function selectFrameLoadMessage(snapshot: FrameCaptureSnapshot): string | null {
  const { loading } = snapshot.context;
  if (snapshot.matches({ library: 'loading' })) {
    return messages.frames.loadingFrame(loading.index + 1, loading.queue.length);
  }
  if (snapshot.matches({ library: { reported: 'allLoaded' } })) {
    return messages.frames.framesLoaded(loading.loaded);
  }
  if (snapshot.matches({ library: { reported: 'someFailed' } })) {
    return messages.frames.someFramesFailed;
  }
  if (snapshot.matches({ library: { reported: 'noFrames' } })) return messages.frames.noFramesFound;
  return null;
}
