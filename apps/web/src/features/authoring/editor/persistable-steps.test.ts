import { type EditorStep, emptyEditorStep } from '@stepwise/machines';
import { beforeAll, describe, expect, it } from 'vitest';
import { FrameStore } from '@/features/authoring/editor/frame-store';
import { persistableStep, persistableSteps } from '@/features/authoring/editor/persistable-steps';
import {
  anAnnotation,
  cutListFile,
  jpeg,
  PROJECT_ID,
  stubObjectUrls,
  uploadLog,
} from '@/features/authoring/test/fixtures';
import { FakeQueue } from '@/features/step-tabs/test/fake-queue';

const FRAME_PATH = `users/uid-ada/${PROJECT_ID}/annotation-frame/abc_frame_1500.jpg`;

beforeAll(stubObjectUrls);

const handle = new File(['pdf'], 'cut-list.pdf', { type: 'application/pdf' });

const resultImage = (imageUrl: string | null, imagePath: string | null) => ({
  name: 'result_frame_8000.jpg',
  type: 'image/jpeg',
  size: 4,
  imageUrl,
  imagePath,
  hasExistingImage: false,
  file: jpeg('result_frame_8000.jpg'),
});

function aStep(overrides: Partial<EditorStep> = {}): EditorStep {
  return {
    ...emptyEditorStep(),
    name: 'Cut the panels',
    description: 'Cut them.',
    startMs: 1000,
    endMs: 4000,
    annotations: [anAnnotation(1500)],
    supplementaryFiles: [cutListFile(handle)],
    ...overrides,
  };
}

/** A frame store whose frame at 1500 ms was captured and has finished uploading. */
async function storedFrames() {
  const queue = new FakeQueue();
  const uploads = uploadLog();
  const frames = new FrameStore(queue.asQueue(), PROJECT_ID, 0, uploads.onUpload);
  frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
  queue.finish('upload-1');
  await uploads.ended();
  return { queue, frames };
}

describe('persistableStep', () => {
  it('fills in the frame paths of finished uploads and drops the file handles', async () => {
    const { frames } = await storedFrames();
    const step = aStep();
    const stored = persistableStep(step, frames);
    expect(stored.annotations[0]?.frameImagePath).toBe(FRAME_PATH);
    expect(stored.supplementaryFiles).toEqual([{ ...step.supplementaryFiles[0], file: null }]);
    // The step itself is left as it was.
    expect(step.annotations[0]?.frameImagePath).toBeNull();
    expect(step.supplementaryFiles[0]?.file).toBe(handle);
  });

  it('leaves a frame path empty while its upload is still running', () => {
    const queue = new FakeQueue();
    const frames = new FrameStore(queue.asQueue(), PROJECT_ID);
    frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
    expect(persistableStep(aStep(), frames).annotations[0]?.frameImagePath).toBeNull();
  });

  it('keeps a stored result image, without its file handle', async () => {
    const { frames } = await storedFrames();
    const image = resultImage('/files/users/uid-ada/results/r.jpg', 'users/uid-ada/results/r.jpg');
    expect(persistableStep(aStep({ resultImage: image }), frames).resultImage).toEqual({
      ...image,
      file: null,
    });
  });

  it('replaces a tab-local result image by the path it was stored at', async () => {
    const { frames } = await storedFrames();
    const url = frames.keep(jpeg('result_frame_8000.jpg'));
    frames.recordPath(url, 'users/uid-ada/results/result_frame_8000.jpg');
    expect(
      persistableStep(aStep({ resultImage: resultImage(url, null) }), frames).resultImage,
    ).toEqual({
      ...resultImage(null, 'users/uid-ada/results/result_frame_8000.jpg'),
      hasExistingImage: true,
      file: null,
    });
  });

  it('prefers the result image’s own path over a recorded one', async () => {
    const { frames } = await storedFrames();
    const url = frames.keep(jpeg('result_frame_8000.jpg'));
    frames.recordPath(url, 'recorded/path.jpg');
    const stored = persistableStep(
      aStep({ resultImage: resultImage(url, 'own/path.jpg') }),
      frames,
    );
    expect(stored.resultImage).toMatchObject({ imagePath: 'own/path.jpg', imageUrl: null });
  });

  it('drops a tab-local result image that was never stored', async () => {
    const { frames } = await storedFrames();
    const url = frames.keep(jpeg('result_frame_8000.jpg'));
    expect(
      persistableStep(aStep({ resultImage: resultImage(url, null) }), frames).resultImage,
    ).toBeNull();
  });

  it('maps every step with persistableSteps', async () => {
    const { frames } = await storedFrames();
    const steps = [aStep(), aStep({ name: 'Glue', annotations: [] })];
    const stored = persistableSteps(steps, frames);
    expect(stored.map((step) => step.name)).toEqual(['Cut the panels', 'Glue']);
    expect(stored[0]?.annotations[0]?.frameImagePath).toBe(FRAME_PATH);
    expect(stored.flatMap((step) => step.supplementaryFiles.map((file) => file.file))).toEqual([
      null,
      null,
    ]);
  });
});
