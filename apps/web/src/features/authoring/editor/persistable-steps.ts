import type { EditorStep } from '@stepwise/machines';
import type { FrameStore } from '@/features/authoring/editor/frame-store';

/**
 * An object URL (`blob:`): an image held in this tab's memory, which a stored path can replace. A
 * `data:` URL is kept as it is here (finalize drops it: `isBrowserOnlyUrl`).
 */
const isObjectUrl = (url: string | null): boolean => url?.startsWith('blob:') === true;

/**
 * A step as it can be stored (a draft, a finalize): frame paths filled in from the uploads that
 * have finished, a result image held only in this tab's memory (a `blob:` URL) replaced by its
 * stored path, or dropped when it has none, and no file handles.
 */
export function persistableStep(step: EditorStep, frames: FrameStore): EditorStep {
  const annotations = frames.withStoredPaths(step.annotations);
  let resultImage = step.resultImage;
  if (resultImage && isObjectUrl(resultImage.imageUrl)) {
    const path = resultImage.imagePath ?? frames.storedPathOfUrl(resultImage.imageUrl ?? '');
    resultImage = path
      ? { ...resultImage, imagePath: path, imageUrl: null, hasExistingImage: true, file: null }
      : null;
  } else if (resultImage) {
    resultImage = { ...resultImage, file: null };
  }
  return {
    ...step,
    annotations,
    resultImage,
    supplementaryFiles: step.supplementaryFiles.map((file) => ({ ...file, file: null })),
  };
}

export const persistableSteps = (steps: readonly EditorStep[], frames: FrameStore): EditorStep[] =>
  steps.map((step) => persistableStep(step, frames));
