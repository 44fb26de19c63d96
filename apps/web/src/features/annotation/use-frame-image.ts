import { useEffect, useState } from 'react';

/** A frame the canvas can draw: a loaded image, or the captured canvas itself. */
export type FrameSource = HTMLImageElement | HTMLCanvasElement;

export type FrameImageState =
  | { status: 'loading' }
  | { status: 'loaded'; image: FrameSource }
  | { status: 'failed' };

/** The pixel size of a frame source. */
export const frameSizeOf = (image: FrameSource) =>
  image instanceof HTMLImageElement
    ? { width: image.naturalWidth, height: image.naturalHeight }
    : { width: image.width, height: image.height };

const LOADING: FrameImageState = { status: 'loading' };

/**
 * Loads the frame (an object URL of the captured JPEG, or a signed file URL) into an image element
 * the canvas can draw; a `preset` (the canvas a capture drew) is used as it is, at once. A new URL
 * starts over; a stale load never lands.
 */
export function useFrameImage(url: string, preset?: FrameSource | null): FrameImageState {
  const [loaded, setLoaded] = useState<{ url: string; state: FrameImageState } | null>(null);

  useEffect(() => {
    if (preset) return;
    let current = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (current) setLoaded({ url, state: { status: 'loaded', image } });
    };
    image.onerror = () => {
      if (current) setLoaded({ url, state: { status: 'failed' } });
    };
    image.src = url;
    return () => {
      current = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [url, preset]);

  if (preset) return { status: 'loaded', image: preset };
  return loaded?.url === url ? loaded.state : LOADING;
}
