import {
  isVideoFile,
  messages,
  PROJECT_VIDEO_MAX_BYTES,
  SHORT_FORM_VIDEO_MAX_BYTES,
} from '@stepwise/contracts';

interface Picked {
  name: string;
  type: string;
  size: number;
}

/**
 * Spec 5's video checks, applied as soon as files are picked so a wrong file never joins the
 * list: the files that may be added, and the refusal to show for the others (type first, then
 * size, as the submit checks).
 */
export function checkProjectVideos<T extends Picked>(
  files: readonly T[],
): { accepted: T[]; refusal: string | null } {
  const notVideo = files.filter((file) => !isVideoFile(file.name, file.type));
  const tooLarge = files.filter(
    (file) => isVideoFile(file.name, file.type) && file.size > PROJECT_VIDEO_MAX_BYTES,
  );
  const refusal =
    notVideo.length > 0
      ? messages.create.invalidVideoType
      : tooLarge.length > 0
        ? messages.create.videosTooLarge(tooLarge.map((file) => file.name))
        : null;
  return {
    accepted: files.filter((file) => !notVideo.includes(file) && !tooLarge.includes(file)),
    refusal,
  };
}

/** The short-form video must be a video under 1GB (spec 5); null when it may be used. */
export function shortFormRefusal(file: Picked): string | null {
  if (!isVideoFile(file.name, file.type)) return messages.create.invalidShortFormType;
  if (file.size >= SHORT_FORM_VIDEO_MAX_BYTES) return messages.create.shortFormTooLarge;
  return null;
}
