import type { AnnotationGeometry } from '@stepwise/contracts';
import { assign, fromPromise, setup } from 'xstate';
import { delayActor, notProvided } from './actors';
import {
  advance,
  hasLoadFailures,
  hasMoreFrames,
  recordFailed,
  recordLoaded,
  startLoading,
} from './loading';
import { canSubmitAnnotation, captureTimeMs, isVideoReady } from './rules';
import type {
  CaptureFrameInput,
  FrameAnnotation,
  FrameCaptureContext,
  FrameCaptureEvent,
  FrameCaptureTag,
  FrameToLoad,
  OverlayInput,
  StoredFrame,
  VideoFacts,
} from './types';

/**
 * The named actors, guards and actions of the frame-capture machine. The app replaces the
 * actors and the last four actions with `.provide()`.
 */
export const frameCaptureSetup = setup({
  types: {
    context: {} as FrameCaptureContext,
    events: {} as FrameCaptureEvent,
    tags: {} as FrameCaptureTag,
  },
  actors: {
    captureFrame: fromPromise<StoredFrame, CaptureFrameInput>(notProvided('captureFrame')),
    overlayAnnotations: fromPromise<StoredFrame, OverlayInput>(notProvided('overlayAnnotations')),
    loadFrame: fromPromise<StoredFrame | null, FrameToLoad>(notProvided('loadFrame')),
    delay: delayActor,
  },
  guards: {
    isVideoNotReady: (_, video: VideoFacts) => !isVideoReady(video),
    isVideoPlaying: (_, video: VideoFacts) => !video.paused,
    hasCurrentFrame: ({ context }) => context.currentFrame !== null,
    hasAnnotations: ({ context }) => context.annotations.length > 0,
    canSubmitAnnotation: (_, draft: { shape: AnnotationGeometry | null; text: string }) =>
      canSubmitAnnotation(draft.shape, draft.text),
    hasNoFramesToLoad: (_, frames: FrameToLoad[]) => frames.length === 0,
    hasMoreFrames: ({ context }) => hasMoreFrames(context.loading),
    hasLoadFailures: ({ context }, finished: StoredFrame | null) =>
      hasLoadFailures(context.loading, finished),
  },
  actions: {
    assignCaptureTime: assign((_, video: VideoFacts) => ({ captureMs: captureTimeMs(video) })),
    storeFrame: assign(({ context }, frame: StoredFrame) => ({
      frames: { ...context.frames, [frame.timestampMs]: frame },
      currentFrame: frame,
    })),
    storeResultFrame: assign((_, frame: StoredFrame) => ({ resultFrame: frame })),
    clearCurrentFrame: assign({ currentFrame: null }),
    resetAnnotations: assign({ annotations: [] }),
    addAnnotation: assign(({ context }, annotation: FrameAnnotation) => ({
      annotations: [...context.annotations, annotation],
    })),
    setStatus: assign((_, params: { message: string }) => ({ status: params.message })),
    clearStatus: assign({ status: null }),
    startLoading: assign((_, frames: FrameToLoad[]) => ({ loading: startLoading(frames) })),
    recordLoadedFrame: assign(({ context }, frame: StoredFrame | null) =>
      recordLoaded(context, frame),
    ),
    recordFailedFrame: assign(({ context }) => ({ loading: recordFailed(context.loading) })),
    advanceLoading: assign(({ context }) => ({ loading: advance(context.loading) })),
    /** A blocking alert (provided by the app). */
    showAlert: (_, _params: { message: string }) => {},
    /** Pauses the playing video (provided by the app). */
    pauseVideo: () => {},
    /** A frame annotation for the edited step (provided by the app). */
    annotationAdded: (_, _annotation: FrameAnnotation) => {},
    /** The step's result image (provided by the app). */
    resultSaved: (_, _image: StoredFrame) => {},
  },
});
