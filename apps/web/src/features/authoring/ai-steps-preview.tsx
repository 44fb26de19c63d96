import { type AiBreakdownEntry, formatTimecode, msToSeconds } from '@stepwise/contracts';
import { Card } from '@stepwise/ui';
import { AlertTriangle, Sparkles } from 'lucide-react';

/** `mm:ss.mmm - mm:ss.mmm` of a step (spec 9 "Time display"). */
function timeRange(startMs: number, endMs: number): string {
  return `${formatTimecode(msToSeconds(startMs))} - ${formatTimecode(msToSeconds(endMs))}`;
}

function Chips({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs">
      <span className="font-medium text-slate-500">{label}:</span>
      {items.map((item) => (
        <span key={item} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {item}
        </span>
      ))}
    </div>
  );
}

/**
 * The steps the AI breakdown proposed, per video, as the creator gets them from Create New
 * Project: number, name, time range and the AI mark, with what the analysis attached.
 */
export function AiStepsPreview({ entries }: { entries: readonly AiBreakdownEntry[] }) {
  let number = 0;
  return (
    <section aria-labelledby="ai-steps-heading" className="flex flex-col gap-3">
      <h2 id="ai-steps-heading" className="text-lg font-semibold text-slate-900">
        AI-proposed steps
      </h2>
      {entries.map((entry, videoIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the entries are the videos, in their fixed order.
        <Card key={videoIndex} className="flex flex-col gap-3 p-4">
          <h3 className="text-sm font-semibold text-slate-700">
            Video {videoIndex + 1}: {entry.videoName}
          </h3>
          {entry.steps.length === 0 ? (
            <p className="text-sm text-slate-500">No steps were found in this video.</p>
          ) : (
            <ol className="flex flex-col divide-y divide-slate-100">
              {entry.steps.map((step) => {
                number += 1;
                return (
                  <li
                    key={`${step.video_start_time_ms}-${step.name}`}
                    className="flex flex-col gap-1.5 py-3"
                  >
                    <div className="flex items-start gap-3">
                      <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                        {number}
                      </span>
                      <div className="flex min-w-0 flex-1 flex-col gap-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-slate-900">{step.name}</span>
                          <span
                            className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-700"
                            title="AI-generated step"
                          >
                            <Sparkles aria-hidden="true" className="size-3" />
                            AI
                          </span>
                        </div>
                        <span className="font-mono text-xs text-slate-500">
                          {timeRange(step.video_start_time_ms, step.video_end_time_ms)}
                        </span>
                        {step.description ? (
                          <p className="line-clamp-2 text-sm text-slate-600">{step.description}</p>
                        ) : null}
                        <Chips label="Tools" items={step.tools} />
                        <Chips label="Materials" items={step.materials} />
                        {step.cautions.length > 0 ? (
                          <p className="flex items-center gap-1 text-xs text-amber-700">
                            <AlertTriangle aria-hidden="true" className="size-3.5" />
                            {step.cautions.length === 1
                              ? '1 caution'
                              : `${step.cautions.length} cautions`}
                          </p>
                        ) : null}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </Card>
      ))}
    </section>
  );
}
