import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectAnnotationPopup,
  selectFrameLoadMessage,
  selectIsCapturing,
  selectStatusMessage,
} from './frame-capture/selectors';
import type {
  CaptureFrameInput,
  FrameAnnotation,
  FrameToLoad,
  OverlayInput,
  StoredFrame,
} from './frame-capture/types';
import { frameCaptureMachine } from './frame-capture.machine';

interface Call<TIn, TOut> {
  input: TIn;
  resolve: (output: TOut) => void;
  reject: (error: unknown) => void;
}

/** A promise actor whose calls the test settles by hand. */
function deferred<TOut, TIn>() {
  const calls: Call<TIn, TOut>[] = [];
  const logic = fromPromise<TOut, TIn>(
    ({ input }) => new Promise<TOut>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { logic, calls };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const ready = { readyState: 4, videoWidth: 1920, currentTime: 12.3456, paused: true };
const box = { type: 'rectangle' as const, x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
const stored = (input: { timestampMs: number; fileName: string }): StoredFrame => ({
  timestampMs: input.timestampMs,
  fileName: input.fileName,
  url: `blob:${input.fileName}`,
});

function start() {
  const capture = deferred<StoredFrame, CaptureFrameInput>();
  const overlay = deferred<StoredFrame, OverlayInput>();
  const load = deferred<StoredFrame | null, FrameToLoad>();
  const delay = deferred<void, { ms: number }>();
  const showAlert = vi.fn((_: unknown, _params: { message: string }) => {});
  const pauseVideo = vi.fn();
  const annotationAdded = vi.fn((_: unknown, _annotation: FrameAnnotation) => {});
  const resultSaved = vi.fn((_: unknown, _image: StoredFrame) => {});
  const machine = frameCaptureMachine.provide({
    actors: {
      captureFrame: capture.logic,
      overlayAnnotations: overlay.logic,
      loadFrame: load.logic,
      delay: delay.logic,
    },
    actions: { showAlert, pauseVideo, annotationAdded, resultSaved },
  });
  const actor = createActor(machine).start();
  const alerts = () => showAlert.mock.calls.map(([, params]) => params.message);
  return { actor, capture, overlay, load, delay, alerts, pauseVideo, annotationAdded, resultSaved };
}

async function captured() {
  const env = start();
  env.actor.send({ type: 'frame.capture', ...ready });
  env.capture.calls[0]!.resolve(stored(env.capture.calls[0]!.input));
  await flush();
  return env;
}

async function resultCaptured(paused = true) {
  const env = start();
  env.actor.send({ type: 'result.capture', ...ready, paused });
  env.capture.calls[0]!.resolve(stored(env.capture.calls[0]!.input));
  await flush();
  return env;
}

describe('frame capture (spec 4, spec 8)', () => {
  it.each([
    ['no metadata', { readyState: 0 }],
    ['zero width', { videoWidth: 0 }],
  ])('refuses with an alert when the video has %s', (_label, facts) => {
    const { actor, capture, alerts } = start();
    actor.send({ type: 'frame.capture', ...ready, ...facts });
    actor.send({ type: 'result.capture', ...ready, ...facts });
    expect(alerts()).toEqual([
      'Video is not ready. Please wait a moment and try again.',
      'Video is not ready. Please wait a moment and try again.',
    ]);
    expect(capture.calls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ capture: 'idle' })).toBe(true);
  });

  it('stores the frame as frame_{ms}.jpg at the current time in whole ms', () => {
    const { actor, capture } = start();
    actor.send({ type: 'frame.capture', ...ready, readyState: 1 });
    expect(capture.calls[0]?.input).toEqual({
      kind: 'frame',
      timestampMs: 12346,
      fileName: 'frame_12346.jpg',
      mimeType: 'image/jpeg',
    });
    expect(selectIsCapturing(actor.getSnapshot())).toBe(true);
  });

  it('opens the annotation popup on the stored frame with annotations reset', async () => {
    const { actor, capture } = await captured();
    actor.send({ type: 'annotation.submit', shape: box, text: 'Hinge' });
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'frame.capture', ...ready, currentTime: 2 });
    capture.calls[1]!.resolve(stored(capture.calls[1]!.input));
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectAnnotationPopup(snapshot)).toEqual({
      kind: 'frame',
      title: 'Annotate Frame',
      defaultText: 'Untitled annotation',
      frame: { timestampMs: 2000, fileName: 'frame_2000.jpg', url: 'blob:frame_2000.jpg' },
      annotations: [],
    });
    expect(Object.keys(snapshot.context.frames)).toEqual(['2000', '12346']);
  });

  it('fails with the capture message', async () => {
    const { actor, capture } = start();
    actor.send({ type: 'frame.capture', ...ready });
    capture.calls[0]!.reject(new Error('tainted canvas'));
    await flush();
    expect(actor.getSnapshot().matches({ capture: 'idle' })).toBe(true);
    expect(selectStatusMessage(actor.getSnapshot())).toBe(
      'Could not capture frame. Check browser permissions or video source.',
    );
  });
});

describe('annotating a frame (spec 2 popups, spec 5 "Annotation")', () => {
  it('needs a drawn shape and text', async () => {
    const { actor, annotationAdded } = await captured();
    actor.send({ type: 'annotation.submit', shape: null, text: 'Hinge' });
    actor.send({ type: 'annotation.submit', shape: box, text: '   ' });
    expect(actor.getSnapshot().context.annotations).toEqual([]);
    expect(annotationAdded).not.toHaveBeenCalled();
  });

  it('adds the annotation on the current frame and hands it to the step', async () => {
    const { actor, annotationAdded } = await captured();
    actor.send({ type: 'annotation.submit', shape: box, text: '  Hinge ' });
    const annotation = {
      frameTimestampMs: 12346,
      frameFileName: 'frame_12346.jpg',
      shape: box,
      text: 'Hinge',
    };
    expect(actor.getSnapshot().context.annotations).toEqual([annotation]);
    expect(annotationAdded.mock.calls[0]?.[1]).toEqual(annotation);
  });

  it('asks for a frame first when annotating without one', () => {
    const { actor, alerts } = start();
    actor.send({ type: 'popup.open' });
    expect(alerts()).toEqual(['Please capture a frame first before creating annotations.']);
    expect(selectAnnotationPopup(actor.getSnapshot())).toBeNull();
  });

  it('reopens the popup on the current frame, annotations reset, until the frame is cleared', async () => {
    const { actor, alerts } = await captured();
    actor.send({ type: 'annotation.submit', shape: box, text: 'Hinge' });
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'popup.open' });
    expect(selectAnnotationPopup(actor.getSnapshot())?.annotations).toEqual([]);
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'frame.clear' });
    actor.send({ type: 'popup.open' });
    expect(alerts()).toEqual(['Please capture a frame first before creating annotations.']);
  });
});

describe('result frame (spec 4 "Frame capture", spec 9)', () => {
  it('pauses a playing video first, then stores result_frame_{ms}.jpg', () => {
    const { actor, capture, pauseVideo } = start();
    actor.send({ type: 'result.capture', ...ready, paused: false });
    expect(pauseVideo).toHaveBeenCalledTimes(1);
    expect(capture.calls[0]?.input).toEqual({
      kind: 'result',
      timestampMs: 12346,
      fileName: 'result_frame_12346.jpg',
      mimeType: 'image/jpeg',
    });
  });

  it('leaves a paused video alone', () => {
    const { actor, pauseVideo } = start();
    actor.send({ type: 'result.capture', ...ready });
    expect(pauseVideo).not.toHaveBeenCalled();
  });

  it('clears the annotation list and tells the user how to finalize', async () => {
    const { actor } = await resultCaptured(false);
    const snapshot = actor.getSnapshot();
    expect(selectAnnotationPopup(snapshot)).toMatchObject({
      kind: 'result',
      title: 'Annotate Result Frame',
      defaultText: 'Result annotation',
      annotations: [],
    });
    expect(selectStatusMessage(snapshot)).toBe(
      'Result frame captured. Add annotations, then close the popup to finalize.',
    );
  });

  it('fails with the result-capture message', async () => {
    const { actor, capture } = start();
    actor.send({ type: 'result.capture', ...ready });
    capture.calls[0]!.reject(new Error('no permission'));
    await flush();
    expect(selectStatusMessage(actor.getSnapshot())).toBe(
      'Could not capture result frame. Check browser permissions or video source.',
    );
  });

  it('finalizes without annotations on close', async () => {
    const { actor, resultSaved, overlay } = await resultCaptured();
    actor.send({ type: 'popup.close' });
    expect(overlay.calls).toHaveLength(0);
    expect(resultSaved.mock.calls[0]?.[1]).toEqual({
      timestampMs: 12346,
      fileName: 'result_frame_12346.jpg',
      url: 'blob:result_frame_12346.jpg',
    });
    expect(selectStatusMessage(actor.getSnapshot())).toBe(
      'Result frame saved without annotations.',
    );
  });

  it('draws the annotations in yellow, 3 px, 16 px font, JPEG 0.9', async () => {
    const { actor, overlay, resultSaved, annotationAdded } = await resultCaptured();
    actor.send({ type: 'annotation.submit', shape: box, text: ' ' });
    actor.send({ type: 'annotation.submit', shape: null, text: 'Finished shelf' });
    actor.send({ type: 'annotation.submit', shape: box, text: 'Finished shelf' });
    expect(annotationAdded).not.toHaveBeenCalled();
    actor.send({ type: 'annotation.submit', shape: box, text: 'Hinge', color: 'red' });
    actor.send({ type: 'popup.close' });
    expect(selectIsCapturing(actor.getSnapshot())).toBe(true);
    const input = overlay.calls[0]!.input;
    // A colour picked in the popup reaches the drawing; without one, the style's yellow.
    expect(input.annotations.map((annotation) => annotation.color)).toEqual([undefined, 'red']);
    expect(input).toMatchObject({
      style: { color: '#facc15', lineWidthPx: 3, labelFontPx: 16 },
      quality: 0.9,
      fileName: 'result_with_annotations_12346.jpg',
      mimeType: 'image/jpeg',
    });
    expect(input.annotations.map((annotation) => annotation.text)).toEqual([
      'Finished shelf',
      'Hinge',
    ]);
    const annotated = { timestampMs: 12346, fileName: input.fileName, url: 'blob:annotated' };
    overlay.calls[0]!.resolve(annotated);
    await flush();
    expect(resultSaved.mock.calls[0]?.[1]).toEqual(annotated);
    expect(selectStatusMessage(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches({ capture: 'idle' })).toBe(true);
  });

  it('keeps the plain result frame when the overlay fails', async () => {
    const { actor, overlay, resultSaved } = await resultCaptured();
    actor.send({ type: 'annotation.submit', shape: box, text: 'Shelf' });
    actor.send({ type: 'popup.close' });
    overlay.calls[0]!.reject(new Error('canvas'));
    await flush();
    expect(resultSaved.mock.calls[0]?.[1].fileName).toBe('result_frame_12346.jpg');
    expect(selectStatusMessage(actor.getSnapshot())).toBe(
      'Result frame saved. Could not overlay annotations.',
    );
  });
});

describe('loading existing frames (spec 4, spec 8, spec 9 timings)', () => {
  const frames: FrameToLoad[] = [
    { timestampMs: 1000, path: 'a/frame_1000.jpg' },
    { timestampMs: 2000, path: 'a/frame_2000.jpg' },
    { timestampMs: 3000, path: 'a/frame_3000.jpg' },
  ];
  const loaded = (frame: FrameToLoad): StoredFrame => ({
    timestampMs: frame.timestampMs,
    fileName: `frame_${frame.timestampMs}.jpg`,
    url: `blob:${frame.timestampMs}`,
  });

  it('says when there is nothing to load, for 3 s', async () => {
    const { actor, delay } = start();
    actor.send({ type: 'frames.load', frames: [] });
    expect(selectFrameLoadMessage(actor.getSnapshot())).toBe('No annotation frames found to load.');
    expect(delay.calls[0]?.input).toEqual({ ms: 3000 });
    delay.calls[0]!.resolve();
    await flush();
    expect(selectFrameLoadMessage(actor.getSnapshot())).toBeNull();
  });

  it('loads one by one with progress, then reports success for 3 s', async () => {
    const { actor, load, delay } = start();
    actor.send({ type: 'frames.load', frames });
    for (const [index, frame] of frames.entries()) {
      expect(load.calls).toHaveLength(index + 1);
      expect(load.calls[index]?.input).toEqual(frame);
      expect(selectFrameLoadMessage(actor.getSnapshot())).toBe(
        `Loading annotation frame ${index + 1} of 3...`,
      );
      load.calls[index]!.resolve(loaded(frame));
      await flush();
    }
    expect(selectFrameLoadMessage(actor.getSnapshot())).toBe(
      'Successfully loaded 3 annotation frames for editing.',
    );
    expect(Object.keys(actor.getSnapshot().context.frames)).toEqual(['1000', '2000', '3000']);
    expect(delay.calls[0]?.input).toEqual({ ms: 3000 });
    delay.calls[0]!.resolve();
    await flush();
    expect(actor.getSnapshot().matches({ library: 'idle' })).toBe(true);
  });

  it.each([
    ['a rejected load', 'reject'],
    ['a failed download (null)', 'null'],
  ] as const)('carries on after %s and warns for 5 s', async (_label, failure) => {
    const { actor, load, delay } = start();
    actor.send({ type: 'frames.load', frames });
    if (failure === 'reject') load.calls[0]!.reject(new Error('404'));
    else load.calls[0]!.resolve(null);
    await flush();
    load.calls[1]!.resolve(loaded(frames[1]!));
    await flush();
    load.calls[2]!.resolve(loaded(frames[2]!));
    await flush();
    expect(selectFrameLoadMessage(actor.getSnapshot())).toBe(
      'Warning: Could not load some annotation frames. New frames can still be captured.',
    );
    expect(Object.keys(actor.getSnapshot().context.frames)).toEqual(['2000', '3000']);
    expect(delay.calls[0]?.input).toEqual({ ms: 5000 });
  });

  it.each(['reject', 'null'] as const)('warns when only the last frame fails (%s)', async (how) => {
    const { actor, load } = start();
    actor.send({ type: 'frames.load', frames: frames.slice(0, 2) });
    load.calls[0]!.resolve(loaded(frames[0]!));
    await flush();
    if (how === 'reject') load.calls[1]!.reject(new Error('404'));
    else load.calls[1]!.resolve(null);
    await flush();
    expect(selectFrameLoadMessage(actor.getSnapshot())).toContain('Warning:');
  });

  it('a new list replaces the load in progress', async () => {
    const { actor, load } = start();
    actor.send({ type: 'frames.load', frames });
    actor.send({ type: 'frames.load', frames: [frames[2]!] });
    expect(load.calls.at(-1)?.input).toEqual(frames[2]);
    expect(selectFrameLoadMessage(actor.getSnapshot())).toBe('Loading annotation frame 1 of 1...');
  });

  it('capturing goes on while frames load', async () => {
    const { actor, capture } = start();
    actor.send({ type: 'frames.load', frames });
    actor.send({ type: 'frame.capture', ...ready });
    expect(capture.calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('loadingFrames')).toBe(true);
  });
});
