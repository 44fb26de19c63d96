import {
  ANNOTATION_COLOR_HEX,
  calloutNumbers,
  colorOf,
  formatTimecode,
  messages,
} from '@stepwise/contracts';
import type { AnnotationGeometry, EditorAnnotation } from '@stepwise/machines';
import { Button, cn } from '@stepwise/ui';
import { Image, Pencil } from 'lucide-react';
import { useState } from 'react';

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

/** The thumbnail's shape until its picture has loaded: 16:9, the shape of most videos. */
const DEFAULT_RATIO = 16 / 9;
/** The widest and the narrowest a thumbnail gets (a portrait phone frame is 9:16). */
const RATIO_RANGE = [0.5, 2.4] as const;
/** The height of the arrows' drawing space; its width follows the frame's aspect ratio. */
const ARROW_VIEW_HEIGHT = 90;

interface ArrowView {
  width: number;
  height: number;
}

/**
 * An arrow on the thumbnail: its shaft and a small head, in the units of `view` (shaped like the
 * frame, so nothing is stretched).
 */
function ThumbnailArrow({
  geometry,
  paint,
  view,
}: {
  geometry: AnnotationGeometry;
  paint: string;
  view: ArrowView;
}) {
  const tail = { x: geometry.x * view.width, y: geometry.y * view.height };
  const head = {
    x: (geometry.end_x ?? geometry.x) * view.width,
    y: (geometry.end_y ?? geometry.y) * view.height,
  };
  const length = Math.hypot(head.x - tail.x, head.y - tail.y) || 1;
  const [ux, uy] = [(head.x - tail.x) / length, (head.y - tail.y) / length];
  const back = Math.min(length, 10);
  const base = { x: head.x - ux * back, y: head.y - uy * back };
  const corners = [
    [head.x, head.y],
    [base.x - uy * 4, base.y + ux * 4],
    [base.x + uy * 4, base.y - ux * 4],
  ];
  return (
    <g data-mark="arrow">
      <line
        x1={tail.x}
        y1={tail.y}
        x2={base.x}
        y2={base.y}
        stroke={paint}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <polygon points={corners.map((corner) => corner.join(',')).join(' ')} fill={paint} />
    </g>
  );
}

/**
 * The frame's picture under a blur region, blurred: the whole picture, as large as the thumbnail
 * and shifted so the region's part shows through its mark (a CSS filter, which every browser
 * draws; backdrop filters are not drawn everywhere).
 */
function BlurredPart({ url, geometry }: { url: string; geometry: AnnotationGeometry }) {
  const width = Math.max(geometry.width, 0.001);
  const height = Math.max(geometry.height, 0.001);
  return (
    <img
      src={url}
      alt=""
      draggable={false}
      className="absolute max-w-none object-cover blur-[2px]"
      style={{
        width: pct(1 / width),
        height: pct(1 / height),
        left: pct(-geometry.x / width),
        top: pct(-geometry.y / height),
      }}
    />
  );
}

/**
 * A small picture of the frame with the step's marks drawn where they are, each in its colour
 * (rectangles and ovals outlined, points as dots, callouts as numbered dots, arrows with their
 * heads, blur regions blurred with a dashed edge), or the image icon while the frame's picture
 * is not known. The thumbnail takes the frame's shape once its picture has loaded (a 4:3 or a
 * portrait frame is not cropped), so the marks, placed in percent of it, sit on what they mark.
 */
export function FrameThumbnail({
  url,
  annotations,
}: {
  url: string | null;
  annotations: readonly EditorAnnotation[];
}) {
  const [ratio, setRatio] = useState(DEFAULT_RATIO);
  if (!url) return <Image aria-hidden="true" className="size-4 text-slate-400" />;
  const numbers = calloutNumbers(annotations.map(({ geometry }) => geometry));
  const arrows = annotations.filter(({ geometry }) => geometry.type === 'arrow');
  const view = { width: Math.round(ARROW_VIEW_HEIGHT * ratio), height: ARROW_VIEW_HEIGHT };
  return (
    <span
      data-testid="frame-thumbnail"
      className="relative inline-block h-[45px] shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-900"
      style={{ aspectRatio: ratio }}
    >
      <img
        src={url}
        alt=""
        className="size-full object-cover"
        draggable={false}
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth > 0 && naturalHeight > 0) {
            const [min, max] = RATIO_RANGE;
            setRatio(Math.min(max, Math.max(min, naturalWidth / naturalHeight)));
          }
        }}
      />
      {annotations.map((annotation, index) => {
        const { type, x, y, width, height } = annotation.geometry;
        const key = `${index}-${type}`;
        const paint = ANNOTATION_COLOR_HEX[colorOf(annotation)];
        if (type === 'arrow') return null;
        if (type === 'point' || type === 'callout') {
          return (
            <span
              key={key}
              aria-hidden="true"
              data-mark={type}
              className={cn(
                'absolute -translate-x-1/2 -translate-y-1/2 rounded-full ring-1 ring-slate-900',
                type === 'point'
                  ? 'size-1.5'
                  : 'flex size-3.5 items-center justify-center text-[9px] font-bold leading-none text-slate-900',
              )}
              style={{ left: pct(x), top: pct(y), backgroundColor: paint }}
            >
              {type === 'callout' ? numbers[index] : null}
            </span>
          );
        }
        return (
          <span
            key={key}
            aria-hidden="true"
            data-mark={type}
            className={cn(
              'absolute',
              // A blur region's edge is an outline: a border would shrink the box its picture
              // is lined up in.
              type === 'blur' ? 'overflow-hidden outline-[1.5px] outline-dashed' : 'border-[1.5px]',
              type === 'oval' && 'rounded-full',
            )}
            style={{
              left: pct(x),
              top: pct(y),
              width: pct(width),
              height: pct(height),
              ...(type === 'blur' ? { outlineColor: paint } : { borderColor: paint }),
            }}
          >
            {type === 'blur' ? <BlurredPart url={url} geometry={annotation.geometry} /> : null}
          </span>
        );
      })}
      {arrows.length > 0 ? (
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 size-full"
          viewBox={`0 0 ${view.width} ${view.height}`}
          preserveAspectRatio="none"
        >
          {arrows.map((annotation, index) => (
            <ThumbnailArrow
              // biome-ignore lint/suspicious/noArrayIndexKey: stateless marks, redrawn with the list
              key={index}
              geometry={annotation.geometry}
              paint={ANNOTATION_COLOR_HEX[colorOf(annotation)]}
              view={view}
            />
          ))}
        </svg>
      ) : null}
    </span>
  );
}
