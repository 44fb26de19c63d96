import {
  type SyntheticEvent,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { clampTime, frameStep, positionMs, secondStep, seekTarget } from './player-time';

/** Ask the player to seek: a new `id` seeks again, even to the same `ms`. */
export interface SeekRequest {
  ms: number;
  id: number;
}

interface PlaybackOptions {
  /** The source shown; a new source resets the playback state. */
  url: string;
  seekRequest?: SeekRequest | undefined;
  onTimeUpdate?: ((ms: number) => void) | undefined;
}

const HAVE_METADATA = 1;

/**
 * The playback state of one `<video>` (position, duration, paused, failed) read from its events,
 * and the moves the controls make. The element stays the source of truth: moves read its
 * `currentTime`, and the state mirrors it for display.
 */
export function useVideoPlayback({ url, seekRequest, onTimeUpdate }: PlaybackOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [paused, setPaused] = useState(true);
  const [failed, setFailed] = useState(false);
  /**
   * Counts the moves of the shown frame that are not the video simply running on (a seek, a
   * frame step, playback starting): what the player says about "this frame" is stale after one.
   */
  const [frameMoves, setFrameMoves] = useState(0);
  /** A seek asked for before the metadata arrived, applied once it does. */
  const pendingSeekMs = useRef<number | null>(null);

  // A new source starts over (state adjusted while rendering, as React recommends).
  const [shownUrl, setShownUrl] = useState(url);
  if (shownUrl !== url) {
    setShownUrl(url);
    setCurrentTime(0);
    setDuration(Number.NaN);
    setPaused(true);
    setFailed(false);
  }

  // The latest callback, so event handlers never call a stale one.
  const onTimeUpdateRef = useRef(onTimeUpdate);
  useLayoutEffect(() => {
    onTimeUpdateRef.current = onTimeUpdate;
  });

  const reportTime = (seconds: number) => {
    setCurrentTime(seconds);
    onTimeUpdateRef.current?.(positionMs(seconds));
  };

  /** Moves the playhead to `seconds` (clamped) and shows it at once. */
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = clampTime(seconds, video.duration);
    video.currentTime = target;
    reportTime(target);
    setFrameMoves((count) => count + 1);
  };

  const applySeekRequest = useEffectEvent((ms: number) => {
    const video = videoRef.current;
    if (!video) return;
    if (video.readyState < HAVE_METADATA) {
      pendingSeekMs.current = ms;
      return;
    }
    pendingSeekMs.current = null;
    seekTo(seekTarget(ms, video.duration));
  });

  // A request is applied once per id; the same id with another `ms` is not a new request.
  const appliedSeekId = useRef<number | null>(null);
  const seekId = seekRequest?.id;
  const seekMs = seekRequest?.ms;
  useEffect(() => {
    if (seekId === undefined || seekMs === undefined || seekId === appliedSeekId.current) return;
    appliedSeekId.current = seekId;
    applySeekRequest(seekMs);
  }, [seekId, seekMs]);

  const readPosition = (event: SyntheticEvent<HTMLVideoElement>) =>
    reportTime(event.currentTarget.currentTime);

  const handlers = {
    onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      setDuration(video.duration);
      setFailed(false);
      const pending = pendingSeekMs.current;
      pendingSeekMs.current = null;
      if (pending !== null) seekTo(seekTarget(pending, video.duration));
    },
    onDurationChange: (event: SyntheticEvent<HTMLVideoElement>) =>
      setDuration(event.currentTarget.duration),
    onTimeUpdate: readPosition,
    onSeeked: readPosition,
    onPlay: () => {
      setPaused(false);
      setFrameMoves((count) => count + 1);
    },
    onPause: () => setPaused(true),
    onEnded: () => setPaused(true),
    onError: () => {
      setFailed(true);
      setPaused(true);
    },
  };

  const position = () => videoRef.current?.currentTime ?? 0;
  const length = () => videoRef.current?.duration ?? Number.NaN;

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      // A refused play (autoplay policy, a source that failed) leaves the video paused.
      video.play()?.catch(() => setPaused(true));
    } else {
      video.pause();
    }
  };

  return {
    videoRef,
    handlers,
    currentTime,
    duration,
    paused,
    failed,
    frameMoves,
    togglePlay,
    pause: () => videoRef.current?.pause(),
    seekTo,
    stepFrame: (direction: 1 | -1) => seekTo(frameStep(position(), direction, length())),
    stepSecond: (direction: 1 | -1) => seekTo(secondStep(position(), direction, length())),
    /** The playback position now, in whole ms. */
    positionMs: () => positionMs(position()),
  };
}
