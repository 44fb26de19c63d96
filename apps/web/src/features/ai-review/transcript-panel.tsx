import type { TranscriptSegment } from '@stepwise/contracts';
import { formatTimecode } from '@stepwise/machines';
import { cn } from '@stepwise/ui';
import { useId } from 'react';
import { aiReviewTexts as texts } from '@/features/ai-review/texts';

export interface TranscriptPanelProps {
  /** The step's sentences as heard, with their times (whole ms) in the step's video. */
  lines: readonly TranscriptSegment[];
  /** Seeks the player (the timeline's own seek); null when the player shows another video. */
  onSeek: ((ms: number) => void) | null;
  className?: string;
}

/**
 * The step's transcript beside its description: each sentence with its start (mm:ss.mmm), a
 * button that plays the video from there. Nothing is shown for a step without one.
 */
export function TranscriptPanel({ lines, onSeek, className }: TranscriptPanelProps) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3',
        className,
      )}
    >
      <h3 id={headingId} className="text-sm font-medium text-slate-700">
        {texts.transcript}
      </h3>
      <p className="text-xs text-slate-500">
        {onSeek ? texts.transcriptHint : texts.transcriptOtherVideo}
      </p>
      <ol className="-mx-1 flex max-h-60 flex-col gap-0.5 overflow-y-auto px-1">
        {lines.map((line) => {
          const time = formatTimecode(line.start_ms / 1000);
          return (
            // A sentence is heard once at a time: its start and text name it.
            <li key={`${line.start_ms}\n${line.text}`}>
              <button
                type="button"
                disabled={!onSeek}
                title={texts.seekTo(time)}
                onClick={() => onSeek?.(line.start_ms)}
                className={cn(
                  'flex w-full items-baseline gap-2.5 rounded-md px-2 py-1.5 text-left text-sm text-slate-800',
                  'transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
                  'disabled:cursor-default disabled:hover:bg-transparent',
                )}
              >
                <span className="shrink-0 font-mono text-xs text-brand-700 tabular-nums">
                  {time}
                </span>
                <span className="min-w-0">{line.text}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
