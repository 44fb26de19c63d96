import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  clampToSegment,
  isAtEnd,
  type PlaybackSpeed,
  SEEK_STEP_SECONDS,
  type Segment,
} from '@/features/guides/segment';

/**
 * Plays one step's segment of a video and never leaves it: the video opens at the start, stops
 * (or loops) at the end, and any seek outside the range is brought back inside. Mount it keyed by
 * the step, so a new step starts fresh.
 */
export function useSegmentPlayer(segment: Segment) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(segment.start);
  const [speed, setSpeedState] = useState<PlaybackSpeed>(1);
  const [loop, setLoop] = useState(false);
  const [failed, setFailed] = useState(false);
  const loopRef = useRef(loop);
  loopRef.current = loop;

  /** Keeps the video inside the segment; at the end it stops there, or starts over when looping. */
  const enforce = useCallback(
    (video: HTMLVideoElement) => {
      const now = video.currentTime;
      if (isAtEnd(now, segment)) {
        if (loopRef.current && !video.paused) {
          video.currentTime = segment.start;
        } else {
          if (!video.paused) video.pause();
          if (now !== segment.end) video.currentTime = segment.end;
        }
      } else if (now < segment.start) {
        video.currentTime = segment.start;
      }
      setTime(clampToSegment(video.currentTime, segment));
    },
    [segment],
  );

  // While playing, check every animation frame too: timeupdate alone may run 250 ms past the end.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      const video = videoRef.current;
      if (video) enforce(video);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, enforce]);

  const seek = useCallback(
    (to: number) => {
      const video = videoRef.current;
      if (!video) return;
      video.currentTime = clampToSegment(to, segment);
      setTime(video.currentTime);
    },
    [segment],
  );

  const play = useCallback(() => {
    const video = videoRef.current;
    if (!video || failed) return;
    if (isAtEnd(video.currentTime, segment) || video.currentTime < segment.start) {
      video.currentTime = segment.start;
    }
    void video.play()?.catch(() => setPlaying(false));
  }, [failed, segment]);

  const pause = useCallback(() => videoRef.current?.pause(), []);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) play();
    else pause();
  }, [play, pause]);

  const replay = useCallback(() => {
    const video = videoRef.current;
    if (!video || failed) return;
    video.currentTime = segment.start;
    setTime(segment.start);
    void video.play()?.catch(() => setPlaying(false));
  }, [failed, segment]);

  const setSpeed = useCallback((next: PlaybackSpeed) => {
    setSpeedState(next);
    if (videoRef.current) videoRef.current.playbackRate = next;
  }, []);

  const back = useCallback(() => {
    const video = videoRef.current;
    if (video) seek(video.currentTime - SEEK_STEP_SECONDS);
  }, [seek]);
  const forward = useCallback(() => {
    const video = videoRef.current;
    if (video) seek(video.currentTime + SEEK_STEP_SECONDS);
  }, [seek]);

  /** Props for the `<video>` element. */
  const videoProps = {
    ref: videoRef,
    onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      video.playbackRate = speed;
      video.currentTime = segment.start;
      setTime(segment.start);
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => enforce(event.currentTarget),
    onSeeked: (event: SyntheticEvent<HTMLVideoElement>) => enforce(event.currentTarget),
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
    onError: () => {
      setFailed(true);
      setPlaying(false);
    },
  };

  return {
    videoProps,
    playing,
    time,
    speed,
    loop,
    failed,
    setLoop,
    setSpeed,
    togglePlay,
    replay,
    back,
    forward,
    seek,
  };
}

export type SegmentPlayerState = ReturnType<typeof useSegmentPlayer>;
