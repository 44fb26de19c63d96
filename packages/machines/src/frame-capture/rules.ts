import {
  ANNOTATION_STYLE,
  type AnnotationColor,
  type AnnotationGeometry,
  RESULT_JPEG_QUALITY,
  toWholeMs,
} from '@stepwise/contracts';
import type {
  AnnotationStyle,
  FrameAnnotation,
  FrameKind,
  OverlayInput,
  StoredFrame,
  VideoFacts,
} from './types';

/** The pure rules of frame capture (spec 4 "Frame capture", spec 3 "Captured frames", spec 9). */

/** HTMLMediaElement.HAVE_METADATA: below it the video has no metadata yet. */
export const HAVE_METADATA = 1;
export const JPEG_MIME = 'image/jpeg';

/** Spec 9: yellow, 3 px line, 16 px label font. */
export const OVERLAY_STYLE: AnnotationStyle = { ...ANNOTATION_STYLE };

/** Capture is refused without metadata or with zero width. */
export function isVideoReady(video: VideoFacts): boolean {
  return video.readyState >= HAVE_METADATA && video.videoWidth > 0;
}

/** The capture time: the current time in whole ms. */
export function captureTimeMs(video: VideoFacts): number {
  return toWholeMs(video.currentTime);
}

export const frameFileName = (ms: number): string => `frame_${ms}.jpg`;
export const resultFrameFileName = (ms: number): string => `result_frame_${ms}.jpg`;
/** `{time}` is the result frame's timestamp in ms: re-annotating it replaces the same file. */
export const annotatedResultFileName = (time: number): string =>
  `result_with_annotations_${time}.jpg`;

export function captureFileName(kind: FrameKind, ms: number): string {
  return kind === 'frame' ? frameFileName(ms) : resultFrameFileName(ms);
}

/**
 * Submit needs a drawn shape and text (spec 2, spec 5 "Annotation"); the popup's input starts
 * with its default text ('Untitled annotation', 'Result annotation'), see selectAnnotationPopup.
 */
export function canSubmitAnnotation(shape: AnnotationGeometry | null, text: string): boolean {
  return shape !== null && text.trim().length > 0;
}

/** The annotation a submit adds to `frame`, its text trimmed. */
export function annotationOn(
  frame: StoredFrame,
  shape: AnnotationGeometry,
  text: string,
  color?: AnnotationColor,
): FrameAnnotation {
  return {
    frameTimestampMs: frame.timestampMs,
    frameFileName: frame.fileName,
    shape,
    text: text.trim(),
    ...(color ? { color } : {}),
  };
}

/** What the overlay actor needs to draw the result's annotations and store it as a JPEG. */
export function overlayInputFor(frame: StoredFrame, annotations: FrameAnnotation[]): OverlayInput {
  return {
    frame,
    annotations,
    style: OVERLAY_STYLE,
    quality: RESULT_JPEG_QUALITY,
    fileName: annotatedResultFileName(frame.timestampMs),
    mimeType: JPEG_MIME,
  };
}
