/** The first thing the card can show, in the spec's order: the image, a video frame, nothing. */
export type ThumbnailSource =
  | { kind: 'image'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'none' };

export interface ThumbnailInputs {
  thumbnailUrl: string | null | undefined;
  frameUrl: string | null | undefined;
  /** The image failed to load: fall back to the video frame. */
  imageFailed?: boolean;
}

/** `thumbnail_url`, else `frame_url` (a video, shown at 0.1 s), else nothing. */
export function thumbnailSource({
  thumbnailUrl,
  frameUrl,
  imageFailed = false,
}: ThumbnailInputs): ThumbnailSource {
  const image = thumbnailUrl?.trim();
  if (image && !imageFailed) return { kind: 'image', url: image };
  const video = frameUrl?.trim();
  if (video) return { kind: 'video', url: video };
  return { kind: 'none' };
}
