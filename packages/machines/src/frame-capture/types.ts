import type { AnnotationColor, AnnotationGeometry } from '@stepwise/contracts';

/** The data of the frame-capture machine: what the app reports, stores and gets back. */

/** What the app reads off the video element when the user captures (plain data, no DOM). */
export interface VideoFacts {
  /** The media element's readyState (0 = nothing, 1 = metadata, ...). */
  readyState: number;
  /** Intrinsic width in px; 0 until the video has a picture. */
  videoWidth: number;
  /** Playback position in seconds. */
  currentTime: number;
  paused: boolean;
}

/** A still stored by the app: its time in whole ms, its file name and where the app keeps it. */
export interface StoredFrame {
  timestampMs: number;
  fileName: string;
  url: string;
}

export type FrameKind = 'frame' | 'result';

/** What the `captureFrame` actor stores: the current video frame as a JPEG named `fileName`. */
export interface CaptureFrameInput {
  kind: FrameKind;
  timestampMs: number;
  fileName: string;
  mimeType: 'image/jpeg';
}

/** An existing annotation frame to load for editing. */
export interface FrameToLoad {
  timestampMs: number;
  /** The stored frame's path (`frame_image_path`). */
  path: string;
}

/** An annotation drawn in a popup, on the frame it belongs to. */
export interface FrameAnnotation {
  frameTimestampMs: number;
  frameFileName: string;
  shape: AnnotationGeometry;
  text: string;
  /** Its colour (absent: yellow). */
  color?: AnnotationColor;
}

/** Spec 9 "Annotation drawing and images", handed to the overlay actor. */
export interface AnnotationStyle {
  color: string;
  lineWidthPx: number;
  labelFontPx: number;
}

/** What the `overlayAnnotations` actor draws and stores. */
export interface OverlayInput {
  frame: StoredFrame;
  annotations: FrameAnnotation[];
  style: AnnotationStyle;
  /** JPEG quality of the annotated result. */
  quality: number;
  fileName: string;
  mimeType: 'image/jpeg';
}

/** Existing frames loading one by one. */
export interface FrameLoading {
  queue: FrameToLoad[];
  index: number;
  loaded: number;
  failed: number;
}

export interface FrameCaptureContext {
  /** Every frame captured or loaded, by timestamp in ms (spec 3 "Captured frames"). */
  frames: Record<number, StoredFrame>;
  /** The frame the annotation popup draws on. */
  currentFrame: StoredFrame | null;
  /** The result frame being annotated. */
  resultFrame: StoredFrame | null;
  /** The annotations drawn in the open popup. */
  annotations: FrameAnnotation[];
  /** The time of the capture in progress, whole ms. */
  captureMs: number;
  /** The helpers' status line (spec 2 "Video review helper behaviours"). */
  status: string | null;
  loading: FrameLoading;
}

export type FrameCaptureEvent =
  | ({ type: 'frame.capture' } & VideoFacts)
  | ({ type: 'result.capture' } & VideoFacts)
  | { type: 'frame.clear' }
  | { type: 'popup.open' }
  | { type: 'popup.close' }
  | {
      type: 'annotation.submit';
      shape: AnnotationGeometry | null;
      text: string;
      /** Absent: yellow. */
      color?: AnnotationColor;
    }
  | { type: 'frames.load'; frames: FrameToLoad[] };

export type FrameCaptureTag = 'busy' | 'popupOpen' | 'loadingFrames';
