import {
  defaultSerializeState,
  doneEvent,
  errorEvent,
  type MachineModel,
  pendingActor,
} from '../test/model';
import { hasMoreFrames } from './frame-capture/loading';
import type {
  CaptureFrameInput,
  FrameToLoad,
  OverlayInput,
  StoredFrame,
  VideoFacts,
} from './frame-capture/types';
import { frameCaptureMachine } from './frame-capture.machine';

/**
 * The frame-capture machine with test actors: capture, overlay, loads and timers settle when a
 * path says.
 */
export const frameCaptureTestMachine = frameCaptureMachine.provide({
  actors: {
    captureFrame: pendingActor<StoredFrame, CaptureFrameInput>(),
    overlayAnnotations: pendingActor<StoredFrame, OverlayInput>(),
    loadFrame: pendingActor<StoredFrame | null, FrameToLoad>(),
    delay: pendingActor<void, { ms: number }>(),
  },
});

type Snapshot = ReturnType<typeof frameCaptureTestMachine.getInitialSnapshot>;

const video: VideoFacts = { readyState: 4, videoWidth: 1280, currentTime: 3.5, paused: true };
const box = { type: 'rectangle' as const, x: 0.2, y: 0.2, width: 0.3, height: 0.1 };
const frame = (timestampMs: number, fileName: string): StoredFrame => ({
  timestampMs,
  fileName,
  url: `blob:${fileName}`,
});
const toLoad = (timestampMs: number): FrameToLoad => ({
  timestampMs,
  path: `users/u/p/annotation_frames/frame_${timestampMs}.jpg`,
});

/**
 * Value and tags, plus the context the guards read: whether a frame exists (reopening the popup;
 * it outlives every state, so it is always part of the key), whether the result has annotations
 * (closing its popup, which always opens empty), and whether more frames wait or some failed (the
 * frame-by-frame load, which always starts afresh).
 */
function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  const facts = {
    frame: context.currentFrame !== null,
    annotated: snapshot.matches({ capture: 'annotatingResult' })
      ? context.annotations.length > 0
      : undefined,
    more: snapshot.matches({ library: 'loading' }) ? hasMoreFrames(context.loading) : undefined,
    failed: snapshot.matches({ library: 'loading' }) ? context.loading.failed > 0 : undefined,
  };
  return `${defaultSerializeState(snapshot)} ${JSON.stringify(facts)}`;
}

export const frameCaptureModel: MachineModel<typeof frameCaptureTestMachine> = {
  name: 'frame-capture',
  machine: frameCaptureTestMachine,
  serializeState,
  events: [
    { type: 'frame.capture', ...video },
    { type: 'frame.capture', ...video, readyState: 0 },
    { type: 'frame.capture', ...video, videoWidth: 0 },
    { type: 'result.capture', ...video },
    { type: 'result.capture', ...video, paused: false },
    { type: 'result.capture', ...video, readyState: 0 },
    { type: 'popup.open' },
    { type: 'popup.close' },
    { type: 'frame.clear' },
    { type: 'annotation.submit', shape: box, text: 'Hinge' },
    { type: 'annotation.submit', shape: null, text: 'Hinge' },
    { type: 'annotation.submit', shape: box, text: ' ' },
    { type: 'frames.load', frames: [] },
    { type: 'frames.load', frames: [toLoad(1000)] },
    { type: 'frames.load', frames: [toLoad(1000), toLoad(2000)] },
    doneEvent('captureFrame', frame(3500, 'frame_3500.jpg')),
    errorEvent('captureFrame', new Error('tainted canvas')),
    doneEvent('captureResultFrame', frame(3500, 'result_frame_3500.jpg')),
    errorEvent('captureResultFrame', new Error('tainted canvas')),
    doneEvent('overlayAnnotations', frame(3500, 'result_with_annotations_3500.jpg')),
    errorEvent('overlayAnnotations', new Error('canvas')),
    doneEvent('loadFrame', frame(1000, 'frame_1000.jpg')),
    doneEvent('loadFrame', null),
    errorEvent('loadFrame', new Error('404')),
    doneEvent('delay', undefined),
  ],
};
