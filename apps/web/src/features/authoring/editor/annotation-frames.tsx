import { formatTimecode, messages } from '@stepwise/contracts';
import type { EditorAnnotation } from '@stepwise/machines';
import { Button } from '@stepwise/ui';
import { Image, Pencil } from 'lucide-react';

/** One frame of the step and how many annotations it holds. */
export interface AnnotatedFrame {
  timestampMs: number;
  count: number;
  path: string | null;
}

/** The step's annotated frames, in time order. */
export function annotatedFrames(annotations: readonly EditorAnnotation[]): AnnotatedFrame[] {
  const byTime = new Map<number, AnnotatedFrame>();
  for (const annotation of annotations) {
    const entry = byTime.get(annotation.frameTimestampMs);
    if (entry) {
      entry.count += 1;
      entry.path ??= annotation.frameImagePath;
    } else {
      byTime.set(annotation.frameTimestampMs, {
        timestampMs: annotation.frameTimestampMs,
        count: 1,
        path: annotation.frameImagePath,
      });
    }
  }
  return [...byTime.values()].sort((a, b) => a.timestampMs - b.timestampMs);
}

export const frameTime = (ms: number): string => formatTimecode(ms / 1000);

/**
 * The annotated frames of the step being edited, under the player: each opens its 'Annotate
 * Frame' popup again to add, move, retext or delete annotations.
 */
export function AnnotationFrames({
  annotations,
  onEdit,
  onClearAll,
  thumbnailOf,
}: {
  annotations: readonly EditorAnnotation[];
  onEdit: (frame: AnnotatedFrame) => void;
  onClearAll: () => void;
  /** The frame's image URL when known (captured, loaded or signed); else its time chip alone. */
  thumbnailOf?: (frame: AnnotatedFrame) => string | null;
}) {
  const frames = annotatedFrames(annotations);
  return (
    <section aria-labelledby="step-annotations-heading" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="step-annotations-heading" className="text-sm font-semibold text-slate-800">
          {`${messages.overview.annotations} (${annotations.length})`}
        </h3>
        {annotations.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClearAll}>
            Clear annotations
          </Button>
        ) : null}
      </div>
      {frames.length === 0 ? (
        <p className="text-sm text-slate-500">
          Capture a frame (C) to draw on it. Annotated frames of this step are listed here.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {frames.map((frame) => (
            <li key={frame.timestampMs}>
              <button
                type="button"
                onClick={() => onEdit(frame)}
                className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5 text-sm text-slate-700 shadow-xs hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                aria-label={`Edit the ${frame.count} annotation${frame.count === 1 ? '' : 's'} of the frame at ${frameTime(frame.timestampMs)}`}
              >
                <FrameThumbnail
                  url={thumbnailOf?.(frame) ?? null}
                  annotations={annotations.filter(
                    (annotation) => annotation.frameTimestampMs === frame.timestampMs,
                  )}
                />
                <span className="tabular-nums">{frameTime(frame.timestampMs)}</span>
                <span className="rounded-full bg-amber-100 px-1.5 text-xs font-medium text-amber-800">
                  {frame.count}
                </span>
                <Pencil aria-hidden="true" className="size-3.5 text-slate-400" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a mark sits on the thumbnail, in percent of the frame (geometry is in fractions 0-1). */
const pct = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/**
 * A small picture of the frame with the step's marks drawn where they are (rectangles and ovals
 * outlined, points as dots), or the image icon while the frame's picture is not known.
 */
export function FrameThumbnail({
  url,
  annotations,
}: {
  url: string | null;
  annotations: readonly EditorAnnotation[];
}) {
  if (!url) return <Image aria-hidden="true" className="size-4 text-slate-400" />;
  return (
    <span
      data-testid="frame-thumbnail"
      className="relative inline-block aspect-video w-20 shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-900"
    >
      <img src={url} alt="" className="size-full object-cover" draggable={false} />
      {annotations.map((annotation, index) => {
        const { type, x, y, width, height } = annotation.geometry;
        const key = `${index}-${type}`;
        if (type === 'point') {
          return (
            <span
              key={key}
              aria-hidden="true"
              className="absolute size-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-amber-400 ring-1 ring-slate-900"
              style={{ left: pct(x), top: pct(y) }}
            />
          );
        }
        return (
          <span
            key={key}
            aria-hidden="true"
            className={`absolute border-[1.5px] border-amber-400 ${type === 'oval' ? 'rounded-full' : ''}`}
            style={{ left: pct(x), top: pct(y), width: pct(width), height: pct(height) }}
          />
        );
      })}
    </span>
  );
}
