import { messages } from '@stepwise/contracts';
import { isAfterStart, type VideoFacts } from '@stepwise/machines';
import { cn, ErrorBanner } from '@stepwise/ui';
import {
  type Ref,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import {
  type CapturedFrame,
  captureVideoFrame,
  VideoNotReadyError,
  videoFacts,
} from './capture-frame';
import { PlayerControls } from './player-controls';
import { PlayerReadouts } from './player-readouts';
import type { PlayerAction } from './player-shortcuts';
import { ShortcutsHelp } from './shortcuts-help';
import { playerTexts } from './texts';
import { usePlayerShortcuts } from './use-player-shortcuts';
import { type SeekRequest, useVideoPlayback } from './use-video-playback';

export type { CapturedFrame } from './capture-frame';
export type { SeekRequest } from './use-video-playback';

/** A project video with an already-signed URL. */
export interface PlayerVideo {
  name: string;
  url: string;
}

/** What a parent (e.g. the frame-capture machine's actors) may do with the player directly. */
export interface VideoPlayerHandle {
  /** The element's state as plain data, or null before it is mounted. */
  facts: () => VideoFacts | null;
  pause: () => void;
  seekToMs: (ms: number) => void;
  /** A JPEG of the current frame at the video's natural size (rejects if not ready). */
  captureFrame: () => Promise<CapturedFrame>;
}

export interface VideoPlayerProps {
  videos: readonly PlayerVideo[];
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  markedStartMs: number | null;
  markedEndMs: number | null;
  /** The playback position in whole ms. */
  onMarkStart: (ms: number) => void;
  onMarkEnd: (ms: number) => void;
  onClear: () => void;
  onCapture: (frame: CapturedFrame) => void;
  /** The playback position in whole ms, on every time update and seek. */
  onTimeUpdate?: (ms: number) => void;
  /** The video's length in whole ms once its metadata is known (0 until then). */
  onDurationChange?: (ms: number) => void;
  /** Playback failed for the shown video (or recovered: false). */
  onLoadErrorChange?: (failed: boolean) => void;
  /** Seeks whenever `id` changes. */
  seekRequest?: SeekRequest;
  /** The step being edited (any key that changes with it): a change clears the status line. */
  stepKey?: string | number;
  ref?: Ref<VideoPlayerHandle>;
  className?: string;
}

const clampIndex = (index: number, count: number) =>
  Math.min(Math.max(Number.isInteger(index) ? index : 0, 0), count - 1);

/**
 * The authoring screen's video player (spec 2 "Video player", "Video review helper behaviours",
 * spec 9 "Time and frames"): a video selector, frame stepping by 1/30 s, frame capture, step
 * marks, a status line about the frame, video and step shown, and keyboard shortcuts heard across
 * the editor. Controlled: the parent owns the active video and the marks; the player reports
 * positions in whole ms.
 */
export function VideoPlayer({ videos, className, ...props }: VideoPlayerProps) {
  if (videos.length === 0) {
    return (
      <section
        aria-label={playerTexts.region}
        className={cn(
          'flex aspect-video items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600',
          className,
        )}
      >
        <p>{messages.player.noVideos}</p>
      </section>
    );
  }
  return <LoadedVideoPlayer videos={videos} className={className} {...props} />;
}

type LoadedProps = Omit<VideoPlayerProps, 'className'> & { className: string | undefined };

function LoadedVideoPlayer({
  videos,
  activeIndex,
  onActiveIndexChange,
  markedStartMs,
  markedEndMs,
  onMarkStart,
  onMarkEnd,
  onClear,
  onCapture,
  onTimeUpdate,
  onDurationChange,
  onLoadErrorChange,
  seekRequest,
  stepKey,
  ref,
  className,
}: LoadedProps) {
  const index = clampIndex(activeIndex, videos.length);
  const video = videos[index]!;
  const playback = useVideoPlayback({ url: video.url, seekRequest, onTimeUpdate });
  // The status line speaks of one frame of one video in one step; once any of them changes it is
  // stale and is not shown (issue #18).
  const subject = `${index}\n${video.url}\n${stepKey ?? ''}\n${playback.frameMoves}`;
  const [said, setSaid] = useState<{ text: string; error: boolean; subject: string } | null>(null);
  const status = said?.subject === subject ? said : null;
  const setStatus = (text: string, error = false) => setSaid({ text, error, subject });
  const [capturing, setCapturing] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const captureInFlight = useRef(false);
  const selectId = useId();
  const durationMs = Number.isFinite(playback.duration) ? Math.round(playback.duration * 1000) : 0;
  const reportDuration = useEffectEvent((ms: number) => onDurationChange?.(ms));
  const reportLoadError = useEffectEvent((failed: boolean) => onLoadErrorChange?.(failed));
  useEffect(() => reportDuration(durationMs), [durationMs]);
  useEffect(() => reportLoadError(playback.failed), [playback.failed]);

  const capture = async () => {
    const element = playback.videoRef.current;
    if (!element || captureInFlight.current) return;
    captureInFlight.current = true;
    setCapturing(true);
    try {
      const frame = await captureVideoFrame(element);
      onCapture(frame);
      setStatus(playerTexts.frameCaptured(frame.timeMs));
    } catch (error) {
      setStatus(
        error instanceof VideoNotReadyError
          ? messages.frames.videoNotReady
          : messages.frames.captureFailed,
        true,
      );
    } finally {
      captureInFlight.current = false;
      setCapturing(false);
    }
  };

  const markStart = () => {
    const ms = playback.positionMs();
    onMarkStart(ms);
    setStatus(playerTexts.startMarked(ms));
  };
  // The one Mark End rule (spec 5) the editor and the timeline follow too; the player says why.
  const markEnd = () => {
    const ms = playback.positionMs();
    if (!isAfterStart(ms, markedStartMs)) {
      setStatus(messages.steps.endAfterStart, true);
      return;
    }
    onMarkEnd(ms);
    setStatus(playerTexts.endMarked(ms));
  };
  const clear = () => {
    onClear();
    setStatus(playerTexts.cleared);
  };

  useImperativeHandle(ref, () => ({
    facts: () => (playback.videoRef.current ? videoFacts(playback.videoRef.current) : null),
    pause: playback.pause,
    seekToMs: (ms) => playback.seekTo(ms / 1000),
    captureFrame: () => {
      const element = playback.videoRef.current;
      return element ? captureVideoFrame(element) : Promise.reject(new VideoNotReadyError());
    },
  }));

  const actions: Record<PlayerAction, () => void> = {
    togglePlay: playback.togglePlay,
    frameBack: () => playback.stepFrame(-1),
    frameForward: () => playback.stepFrame(1),
    secondBack: () => playback.stepSecond(-1),
    secondForward: () => playback.stepSecond(1),
    markStart,
    markEnd,
    capture: () => void capture(),
    toggleShortcuts: () => setShortcutsOpen((open) => !open),
  };
  usePlayerShortcuts(actions, { failed: playback.failed });

  return (
    <section aria-label={playerTexts.region} className={cn('flex flex-col gap-3', className)}>
      {videos.length > 1 ? (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={selectId} className="font-medium text-slate-700">
            {playerTexts.videoSelect}
          </label>
          <select
            id={selectId}
            value={index}
            onChange={(event) => onActiveIndexChange(Number(event.target.value))}
            className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {videos.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the options are the videos in their fixed order; two may share a URL.
              <option key={itemIndex} value={itemIndex} title={item.name}>
                {messages.player.videoOption(itemIndex + 1)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className="overflow-hidden rounded-lg bg-black">
        <video
          ref={playback.videoRef}
          src={video.url}
          crossOrigin="anonymous"
          preload="metadata"
          playsInline
          tabIndex={0}
          aria-label={video.name || messages.player.videoOption(index + 1)}
          className="block aspect-video w-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
          {...playback.handlers}
        />
      </div>

      {playback.failed ? <ErrorBanner>{messages.player.loadError(video.name)}</ErrorBanner> : null}

      <PlayerControls
        paused={playback.paused}
        disabled={playback.failed}
        capturing={capturing}
        onTogglePlay={playback.togglePlay}
        onFrameBack={actions.frameBack}
        onFrameForward={actions.frameForward}
        onCapture={actions.capture}
        onMarkStart={markStart}
        onMarkEnd={markEnd}
        onClear={clear}
      />
      <PlayerReadouts
        currentTime={playback.currentTime}
        markedStartMs={markedStartMs}
        markedEndMs={markedEndMs}
      />
      <p
        role="status"
        aria-live="polite"
        className={cn('min-h-5 text-sm', status?.error ? 'text-amber-700' : 'text-slate-600')}
      >
        {status?.text ?? ''}
      </p>
      <ShortcutsHelp open={shortcutsOpen} onToggle={actions.toggleShortcuts} />
    </section>
  );
}
