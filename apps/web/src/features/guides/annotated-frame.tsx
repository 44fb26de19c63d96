import { ANNOTATION_STYLE, formatTimecode, type GuideFrame } from '@stepwise/contracts';
import { Dialog } from '@stepwise/ui';
import { ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { clampGeometry } from '@/features/annotation/annotation-geometry';
import { guideTexts } from '@/features/guides/texts';

const text = guideTexts.step;
const COLOR = ANNOTATION_STYLE.color;

/**
 * A frame's annotations kept inside the image, in percent (0-100) of it: the unit the overlay's
 * SVG view box and CSS positions are drawn in.
 */
export function frameShapes(frame: GuideFrame) {
  return frame.annotations.map((annotation) => {
    const inside = clampGeometry({ ...annotation.geometry, type: annotation.annotation_type });
    return {
      id: annotation.annotation_id,
      label: annotation.label.trim(),
      geometry: {
        type: inside.type,
        x: inside.x * 100,
        y: inside.y * 100,
        width: inside.width * 100,
        height: inside.height * 100,
      },
    };
  });
}

/**
 * The frame image with its shapes drawn over it (rectangles, ovals, points, each with its label
 * on a dark tag, as the editor burns them in), scaling with the image.
 */
export function AnnotatedImage({ frame, large = false }: { frame: GuideFrame; large?: boolean }) {
  const shapes = frameShapes(frame);
  const [failed, setFailed] = useState(false);
  if (!frame.image_url || failed) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 text-slate-400">
        <ImageOff aria-hidden="true" className="size-6" />
      </div>
    );
  }
  return (
    <div className="relative w-full overflow-hidden rounded-lg bg-slate-900">
      <img
        src={frame.image_url}
        alt={shapes.map((shape) => shape.label).join(', ') || 'Annotated frame'}
        onError={() => setFailed(true)}
        className="block h-auto w-full"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 size-full"
      >
        {shapes.map(({ id, geometry }) =>
          geometry.type === 'rectangle' ? (
            <rect
              key={id}
              data-shape="rectangle"
              x={geometry.x}
              y={geometry.y}
              width={geometry.width}
              height={geometry.height}
              fill="none"
              stroke={COLOR}
              strokeWidth={ANNOTATION_STYLE.lineWidthPx}
              vectorEffect="non-scaling-stroke"
            />
          ) : geometry.type === 'oval' ? (
            <ellipse
              key={id}
              data-shape="oval"
              cx={geometry.x + geometry.width / 2}
              cy={geometry.y + geometry.height / 2}
              rx={geometry.width / 2}
              ry={geometry.height / 2}
              fill="none"
              stroke={COLOR}
              strokeWidth={ANNOTATION_STYLE.lineWidthPx}
              vectorEffect="non-scaling-stroke"
            />
          ) : null,
        )}
      </svg>
      {shapes.map(({ id, geometry, label }) => {
        const point = geometry.type === 'point';
        // A label sits above its shape's top-left corner, or inside it at the top edge.
        const below = geometry.y < (large ? 6 : 10);
        return (
          <div
            key={id}
            className="pointer-events-none absolute"
            style={{ left: `${geometry.x}%`, top: `${geometry.y}%` }}
          >
            {point ? (
              <span
                data-shape="point"
                className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-1 ring-slate-900/90"
                style={{ background: COLOR }}
              />
            ) : null}
            {label ? (
              <span
                className={`absolute max-w-48 truncate rounded-sm bg-slate-900/75 px-1 font-medium whitespace-nowrap ${
                  large ? 'text-sm' : 'text-[11px]'
                }`}
                style={{
                  color: COLOR,
                  left: point ? 8 : 0,
                  ...(point
                    ? { top: 0, transform: 'translateY(-50%)' }
                    : below
                      ? { top: 2 }
                      : { bottom: 2 }),
                }}
              >
                {label}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** The step's annotated frames as thumbnails; a click opens one large in a dialog. */
export function AnnotatedFrames({ frames }: { frames: readonly GuideFrame[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : frames[open];
  if (frames.length === 0) return null;
  return (
    <section aria-labelledby="guide-frames" className="flex flex-col gap-3">
      <h3 id="guide-frames" className="text-sm font-semibold text-slate-900">
        {text.frames}
      </h3>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {frames.map((frame, index) => {
          const title = text.frameTitle(formatTimecode(frame.frame_timestamp_ms / 1000));
          const labels = frame.annotations.map((annotation) => annotation.label).join(', ');
          return (
            <li key={frame.annotations[0]?.annotation_id ?? `frame-${frame.frame_timestamp_ms}`}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={text.enlarge(labels || title)}
                className="group relative block w-full rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <AnnotatedImage frame={frame} />
                <span className="absolute top-2 right-2 rounded-md bg-slate-900/70 p-1 text-white opacity-80 group-hover:opacity-100">
                  <Maximize2 aria-hidden="true" className="size-4" />
                </span>
                <span className="mt-1 block text-xs text-slate-500">{title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={shown !== undefined && shown !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title={shown ? text.frameTitle(formatTimecode(shown.frame_timestamp_ms / 1000)) : ''}
        className="max-w-5xl!"
      >
        {shown ? <AnnotatedImage frame={shown} large /> : null}
      </Dialog>
    </section>
  );
}
