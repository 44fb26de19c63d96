import { RESULT_JPEG_QUALITY } from '@stepwise/contracts';
import { captureTimeMs, isVideoReady, type VideoFacts } from '@stepwise/machines';

/** A still of the video: a JPEG at the video's intrinsic size and its time in whole ms. */
export interface CapturedFrame {
  blob: Blob;
  /** The frame as drawn (natural size): shown at once, without decoding the JPEG again. */
  canvas: HTMLCanvasElement;
  timeMs: number;
  width: number;
  height: number;
}

/** Stills use the spec's JPEG quality (0.9, spec 9 "Annotation drawing and images"). */
export const CAPTURE_JPEG_QUALITY = RESULT_JPEG_QUALITY;

export class VideoNotReadyError extends Error {
  constructor() {
    super('The video has no picture to capture yet.');
    this.name = 'VideoNotReadyError';
  }
}

/** What the frame-capture machine reads off the element (plain data, no DOM). */
export function videoFacts(video: HTMLVideoElement): VideoFacts {
  return {
    readyState: video.readyState,
    videoWidth: video.videoWidth,
    currentTime: video.currentTime,
    paused: video.paused,
  };
}

/**
 * Draws the current frame on a canvas at the video's natural size (never the displayed size) and
 * encodes it as JPEG. Needs the video loaded with `crossOrigin="anonymous"` from a source that
 * allows it; a tainted canvas makes `toBlob` throw a SecurityError, which rejects here.
 */
export async function captureVideoFrame(
  video: HTMLVideoElement,
  quality: number = CAPTURE_JPEG_QUALITY,
): Promise<CapturedFrame> {
  const facts = videoFacts(video);
  if (!isVideoReady(facts) || video.videoHeight <= 0) throw new VideoNotReadyError();
  const timeMs = captureTimeMs(facts);
  const width = video.videoWidth;
  const height = video.videoHeight;

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('A 2D canvas is not available.');
  context.drawImage(video, 0, 0, width, height);

  const blob = await new Promise<Blob | null>((resolve, reject) => {
    try {
      canvas.toBlob(resolve, 'image/jpeg', quality);
    } catch (error) {
      reject(error);
    }
  });
  if (!blob) throw new Error('The frame could not be encoded.');
  return { blob, canvas, timeMs, width, height };
}
