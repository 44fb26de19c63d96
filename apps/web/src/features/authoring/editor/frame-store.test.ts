import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FrameStore } from '@/features/authoring/editor/frame-store';
import {
  anAnnotation,
  jpeg,
  PROJECT_ID,
  stubObjectUrls,
  uploadLog,
} from '@/features/authoring/test/fixtures';
import { FakeQueue } from '@/features/step-tabs/test/fake-queue';

beforeAll(stubObjectUrls);

afterEach(() => vi.restoreAllMocks());

function setup() {
  const queue = new FakeQueue();
  const uploads = uploadLog();
  return {
    queue,
    uploads,
    frames: new FrameStore(queue.asQueue(), PROJECT_ID, 0, uploads.onUpload),
  };
}

describe('FrameStore', () => {
  it('shows a captured frame at once and uploads it as an annotation frame of the project', () => {
    const { queue, frames } = setup();
    const blob = jpeg('frame_1500.jpg');
    const url = frames.capture(1500, blob, 'frame_1500.jpg');

    expect(url).toMatch(/^blob:/);
    expect(frames.urlOf(1500)).toBe(url);
    expect(frames.blobOf(url)).toBe(blob);
    expect(frames.pathOf(1500)).toBeNull();
    expect(queue.enqueued).toHaveLength(1);
    expect(queue.enqueued[0]?.file).toBe(blob);
    expect(queue.enqueued[0]?.options).toEqual({
      purpose: 'annotation-frame',
      projectId: PROJECT_ID,
      filename: 'frame_1500.jpg',
      frameName: 'frame_1500.jpg',
    });
  });

  it('learns the stored path once the upload settles', async () => {
    const { queue, uploads, frames } = setup();
    const url = frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
    queue.finish('upload-1');
    await uploads.ended();

    const path = `users/uid-ada/${PROJECT_ID}/annotation-frame/abc_frame_1500.jpg`;
    expect(frames.pathOf(1500)).toBe(path);
    expect(frames.storedPathOfUrl(url)).toBe(path);
  });

  it('tells each upload as it starts and as it ends: stored, or unstored when a recapture replaced it', async () => {
    const { queue, uploads, frames } = setup();
    frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
    frames.capture(3000, jpeg('frame_3000.jpg'), 'frame_3000.jpg');
    frames.capture(3000, jpeg('frame_3000.jpg'), 'frame_3000.jpg');
    // Told at capture, before the upload has even started.
    expect(uploads.events).toEqual([
      { type: 'frame.uploading', timestampMs: 1500 },
      { type: 'frame.uploading', timestampMs: 3000 },
      { type: 'frame.uploading', timestampMs: 3000 },
    ]);
    queue.finish('upload-1');
    queue.finish('upload-2');
    queue.finish('upload-3');
    await uploads.ended(3);
    expect(uploads.events.slice(3)).toEqual([
      {
        type: 'frame.stored',
        timestampMs: 1500,
        path: `users/uid-ada/${PROJECT_ID}/annotation-frame/abc_frame_1500.jpg`,
      },
      { type: 'frame.unstored', timestampMs: 3000 },
      {
        type: 'frame.stored',
        timestampMs: 3000,
        path: `users/uid-ada/${PROJECT_ID}/annotation-frame/abc_frame_3000.jpg`,
      },
    ]);
  });

  it('keeps no path for a failed upload and tells it ended unstored', async () => {
    const { queue, uploads, frames } = setup();
    queue.failWith.set('frame_2000.jpg', 'Upload failed');
    const url = frames.capture(2000, jpeg('frame_2000.jpg'), 'frame_2000.jpg');
    queue.finish('upload-1');
    await uploads.ended();

    expect(uploads.events.at(-1)).toEqual({ type: 'frame.unstored', timestampMs: 2000 });
    expect(frames.pathOf(2000)).toBeNull();
    expect(frames.storedPathOfUrl(url)).toBeNull();
    expect(frames.urlOf(2000)).toBe(url);
  });

  it('ends each upload on its own: one finished, the other still running', async () => {
    const { queue, uploads, frames } = setup();
    frames.capture(1000, jpeg('frame_1000.jpg'), 'frame_1000.jpg');
    frames.capture(3000, jpeg('frame_3000.jpg'), 'frame_3000.jpg');
    queue.finish('upload-1');
    await uploads.ended(1);
    expect(frames.pathOf(1000)).toMatch(/frame_1000\.jpg$/);
    expect(frames.pathOf(3000)).toBeNull();
    queue.finish('upload-2');
    await uploads.ended(2);
    expect(frames.pathOf(3000)).toMatch(/frame_3000\.jpg$/);
  });

  it('gives a loaded frame its known path without uploading it', () => {
    const { queue, uploads, frames } = setup();
    const url = frames.loaded(4000, jpeg('frame_4000.jpg'), 'users/uid-ada/frames/frame_4000.jpg');
    expect(frames.urlOf(4000)).toBe(url);
    expect(frames.pathOf(4000)).toBe('users/uid-ada/frames/frame_4000.jpg');
    expect(queue.enqueued).toHaveLength(0);
    expect(uploads.events).toEqual([]);
  });

  it('fills in the frame paths it knows, leaving the others and the stored ones alone', async () => {
    const { queue, uploads, frames } = setup();
    frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
    const list = [anAnnotation(1500), anAnnotation(9000), anAnnotation(1500, 'kept/frame.jpg')];

    // Before the upload ends nothing is known: the very same list comes back.
    expect(frames.withStoredPaths(list)).toBe(list);

    queue.finish('upload-1');
    await uploads.ended();
    const filled = frames.withStoredPaths(list);
    expect(filled.map((each) => each.frameImagePath)).toEqual([
      `users/uid-ada/${PROJECT_ID}/annotation-frame/abc_frame_1500.jpg`,
      null,
      'kept/frame.jpg',
    ]);
    expect(filled[1]).toBe(list[1]);
    expect(list[0]?.frameImagePath).toBeNull();
  });

  it('records the stored path of a kept blob (a result image)', () => {
    const { frames } = setup();
    const blob = jpeg('result_frame_8000.jpg');
    const url = frames.keep(blob);
    expect(frames.blobOf(url)).toBe(blob);
    expect(frames.storedPathOfUrl(url)).toBeNull();
    frames.recordPath(url, 'users/uid-ada/results/result_frame_8000.jpg');
    expect(frames.storedPathOfUrl(url)).toBe('users/uid-ada/results/result_frame_8000.jpg');
    expect(frames.storedPathOfUrl('blob:http://app.test/unknown')).toBeNull();
  });

  it('revokes every object URL it made and forgets everything on dispose', () => {
    const { frames } = setup();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const captured = frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
    const loaded = frames.loaded(4000, jpeg('frame_4000.jpg'), 'p/frame_4000.jpg');
    const kept = frames.keep(jpeg('result.jpg'));
    frames.recordPath(kept, 'p/result.jpg');

    frames.dispose();
    expect(revoke.mock.calls.map(([url]) => url).sort()).toEqual([captured, loaded, kept].sort());
    expect(frames.urlOf(1500)).toBeNull();
    expect(frames.pathOf(4000)).toBeNull();
    expect(frames.blobOf(kept)).toBeNull();
    expect(frames.storedPathOfUrl(kept)).toBeNull();
  });
});
