import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { delayActor } from './actors';
import {
  annotatedResultFileName,
  canSubmitAnnotation,
  captureTimeMs,
  frameFileName,
  isVideoReady,
  OVERLAY_STYLE,
  overlayInputFor,
  resultFrameFileName,
} from './rules';

const video = { readyState: 1, videoWidth: 640, currentTime: 0, paused: true };
const box = { type: 'oval' as const, x: 0, y: 0, width: 0.5, height: 0.5 };

describe('frame capture rules', () => {
  it('needs metadata and a non-zero width', () => {
    expect(isVideoReady(video)).toBe(true);
    expect(isVideoReady({ ...video, readyState: 0 })).toBe(false);
    expect(isVideoReady({ ...video, videoWidth: 0 })).toBe(false);
  });

  it('takes the current time in whole ms', () => {
    expect(captureTimeMs({ ...video, currentTime: 1.2344 })).toBe(1234);
    expect(captureTimeMs({ ...video, currentTime: 1.2345 })).toBe(1235);
    expect(captureTimeMs({ ...video, currentTime: 0 })).toBe(0);
  });

  it('names the stored images as spec 3 does', () => {
    expect(frameFileName(1500)).toBe('frame_1500.jpg');
    expect(resultFrameFileName(1500)).toBe('result_frame_1500.jpg');
    expect(annotatedResultFileName(1500)).toBe('result_with_annotations_1500.jpg');
  });

  it('submits only with a shape and non-blank text', () => {
    expect(canSubmitAnnotation(box, 'Knob')).toBe(true);
    expect(canSubmitAnnotation(null, 'Knob')).toBe(false);
    expect(canSubmitAnnotation(box, '')).toBe(false);
    expect(canSubmitAnnotation(box, '  ')).toBe(false);
  });

  it('hands the overlay the spec 9 constants', () => {
    const frame = { timestampMs: 42, fileName: 'result_frame_42.jpg', url: 'u' };
    expect(OVERLAY_STYLE).toEqual({ color: '#facc15', lineWidthPx: 3, labelFontPx: 16 });
    expect(overlayInputFor(frame, [])).toEqual({
      frame,
      annotations: [],
      style: OVERLAY_STYLE,
      quality: 0.9,
      fileName: 'result_with_annotations_42.jpg',
      mimeType: 'image/jpeg',
    });
  });

  it('the default delay actor resolves after its time', async () => {
    const actor = createActor(delayActor, { input: { ms: 1 } }).start();
    await expect(toPromise(actor)).resolves.toBeUndefined();
  });
});
