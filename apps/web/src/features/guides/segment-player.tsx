import { Button, cn } from '@stepwise/ui';
import { Pause, Play, Repeat, RotateCcw, VideoOff } from 'lucide-react';
import { useGuideKeys } from '@/features/guides/guide-keys';
import { formatClock, PLAYBACK_SPEEDS, type Segment } from '@/features/guides/segment';
import { guideTexts } from '@/features/guides/texts';
import { useSegmentPlayer } from '@/features/guides/use-segment-player';

const text = guideTexts.video;

export interface SegmentPlayerProps {
  /** A loadable (signed) URL of the step's video; null while it is being signed. */
  src: string | null;
  segment: Segment;
  stepName: string;
}

/**
 * The step's own stretch of video: opens at the step's start, stops at its end (or loops), with
 * Replay, the speeds 0.5 / 1 / 1.5 / 2, a position slider bounded by the segment, and Space,
 * Left / Right (5 s) on the keyboard. Key it by the step.
 */
export function SegmentPlayer({ src, segment, stepName }: SegmentPlayerProps) {
  const player = useSegmentPlayer(segment);
  useGuideKeys({ togglePlay: player.togglePlay, back: player.back, forward: player.forward });
  const length = segment.end - segment.start;
  const elapsed = player.time - segment.start;

  return (
    <section aria-label={text.section} className="flex flex-col gap-2">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900">
        {player.failed ? (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-300">
            <VideoOff aria-hidden="true" className="size-8" />
            <p role="alert" className="text-sm font-medium">
              {text.failed}
            </p>
          </div>
        ) : src ? (
          <video
            {...player.videoProps}
            src={src}
            playsInline
            preload="metadata"
            aria-label={text.label(stepName)}
            onClick={player.togglePlay}
            className="size-full object-contain"
          />
        ) : (
          <div className="size-full animate-pulse bg-slate-800" />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={player.togglePlay}
          disabled={player.failed || !src}
          aria-keyshortcuts="Space"
          icon={player.playing ? <Pause /> : <Play />}
          className="min-w-22"
        >
          {player.playing ? text.pause : text.play}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={player.replay}
          disabled={player.failed || !src}
          icon={<RotateCcw />}
        >
          {text.replay}
        </Button>
        <Button
          size="sm"
          variant={player.loop ? 'primary' : 'secondary'}
          aria-pressed={player.loop}
          onClick={() => player.setLoop(!player.loop)}
          icon={<Repeat />}
        >
          {text.loop}
        </Button>
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">{text.speed}</legend>
          <span aria-hidden="true" className="mr-1 text-xs font-medium text-slate-500">
            {text.speed}
          </span>
          {PLAYBACK_SPEEDS.map((speed) => (
            <button
              key={speed}
              type="button"
              aria-pressed={player.speed === speed}
              onClick={() => player.setSpeed(speed)}
              className={cn(
                'h-8 min-w-11 rounded-md border px-2 text-xs font-semibold tabular-nums',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                player.speed === speed
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {speed}×
            </button>
          ))}
        </fieldset>
        <span className="ml-auto text-xs font-medium text-slate-600 tabular-nums">
          {formatClock(elapsed)} / {formatClock(length)}
        </span>
      </div>
      <input
        type="range"
        aria-label={text.position}
        min={segment.start}
        max={segment.end}
        step={0.1}
        value={player.time}
        disabled={player.failed || !src}
        onChange={(event) => player.seek(Number(event.currentTarget.value))}
        className="w-full accent-brand-600"
      />
    </section>
  );
}
