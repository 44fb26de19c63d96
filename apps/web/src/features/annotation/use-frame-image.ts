import { useEffect, useState } from 'react';

export type FrameImageState =
  | { status: 'loading' }
  | { status: 'loaded'; image: HTMLImageElement }
  | { status: 'failed' };

const LOADING: FrameImageState = { status: 'loading' };

/**
 * Loads the frame (an object URL of the captured JPEG, or a signed file URL) into an image element
 * the canvas can draw. A new URL starts over; a stale load never lands.
 */
export function useFrameImage(url: string): FrameImageState {
  const [loaded, setLoaded] = useState<{ url: string; state: FrameImageState } | null>(null);

  useEffect(() => {
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
  }, [url]);

  return loaded?.url === url ? loaded.state : LOADING;
}
