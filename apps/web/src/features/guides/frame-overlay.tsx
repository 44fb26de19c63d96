import { ANNOTATION_STYLE } from '@stepwise/contracts';
import { cn, KeyBadge } from '@stepwise/ui';
import { arrowPath, type FrameShape, labelPlacement } from '@/features/guides/frame-shapes';
import { guideTexts } from '@/features/guides/texts';

const stroke = {
  fill: 'none',
  strokeWidth: ANNOTATION_STYLE.lineWidthPx,
  vectorEffect: 'non-scaling-stroke',
} as const;

/** Rectangles, ovals and arrows, drawn in a view box 100 wide and `viewHeight` high. */
function OutlineShape({ shape, viewHeight }: { shape: FrameShape; viewHeight: number }) {
  const y = (value: number) => (value * viewHeight) / 100;
  switch (shape.type) {
    case 'rectangle':
      return (
        <rect
          data-shape="rectangle"
          x={shape.x}
          y={y(shape.y)}
          width={shape.width}
          height={y(shape.height)}
          stroke={shape.paint}
          {...stroke}
        />
      );
    case 'oval':
      return (
        <ellipse
          data-shape="oval"
          cx={shape.x + shape.width / 2}
          cy={y(shape.y + shape.height / 2)}
          rx={shape.width / 2}
          ry={y(shape.height / 2)}
          stroke={shape.paint}
          {...stroke}
        />
      );
    case 'arrow': {
      const path = arrowPath(shape, viewHeight);
      if (!path) return null;
      return (
        <g data-shape="arrow">
          <line
            x1={path.tail.x}
            y1={path.tail.y}
            x2={path.base.x}
            y2={path.base.y}
            stroke={shape.paint}
            strokeLinecap="round"
            {...stroke}
          />
          <polygon
            points={path.corners.map((corner) => `${corner.x},${corner.y}`).join(' ')}
            fill={shape.paint}
          />
        </g>
      );
    }
    default:
      return null;
  }
}

/**
 * A blur region: the picture under it is already redacted by the server; a frosted, dashed box
 * in its colour tells the learner that something was hidden there.
 */
function BlurMark({ shape }: { shape: FrameShape }) {
  return (
    <div
      data-shape="blur"
      title={guideTexts.step.blurred}
      className="pointer-events-none absolute border-2 border-dashed bg-white/15 backdrop-blur-[2px]"
      style={{
        left: `${shape.x}%`,
        top: `${shape.y}%`,
        width: `${shape.width}%`,
        height: `${shape.height}%`,
        borderColor: shape.paint,
      }}
    />
  );
}

/** A point's dot or a callout's numbered circle, and the shape's label on a dark tag. */
function SpotAndLabel({ shape, large }: { shape: FrameShape; large: boolean }) {
  return (
    <div
      className="pointer-events-none absolute"
      style={{ left: `${shape.x}%`, top: `${shape.y}%` }}
    >
      {shape.type === 'point' ? (
        <span
          data-shape="point"
          className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-1 ring-slate-900/90"
          style={{ background: shape.paint }}
        />
      ) : null}
      {shape.type === 'callout' ? (
        <span
          data-shape="callout"
          className={cn(
            'absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full font-bold leading-none text-slate-900 ring-1 ring-slate-900/90',
            large ? 'size-6 text-sm' : 'size-5 text-[11px]',
          )}
          style={{ background: shape.paint }}
        >
          {shape.number}
        </span>
      ) : null}
      {shape.label ? (
        <span
          data-label
          className={cn(
            'absolute max-w-48 truncate rounded-sm bg-slate-900/75 px-1 font-medium whitespace-nowrap @max-md:hidden',
            large ? 'text-sm' : 'text-[11px]',
          )}
          style={{ color: shape.labelPaint, ...labelPlacement(shape, large) }}
        >
          {shape.label}
        </span>
      ) : null}
      {shape.key && shape.type !== 'callout' ? (
        <span
          data-key
          className="absolute hidden rounded-sm px-1 text-[11px] leading-4 font-bold text-slate-900 ring-1 ring-slate-900/90 @max-md:block"
          style={{ background: shape.paint, ...labelPlacement(shape, false) }}
        >
          {shape.key}
        </span>
      ) : null}
    </div>
  );
}

/**
 * On a narrow frame (its container under 28rem) labels over the picture would run into each
 * other: there each shape shows its key (a callout's number, else a letter) and this list under
 * the frame gives the labels. Hidden on wider frames, where the labels sit on the picture.
 */
export function FrameLegend({ shapes }: { shapes: readonly FrameShape[] }) {
  const keyed = shapes.filter((shape) => shape.key && shape.label);
  if (keyed.length === 0) return null;
  return (
    <ol data-legend className="mt-2 hidden flex-col gap-1 text-sm text-slate-700 @max-md:flex">
      {keyed.map((shape) => (
        <li key={shape.id} className="flex items-start gap-2">
          <KeyBadge
            aria-hidden="true"
            label={shape.key ?? ''}
            paint={shape.paint}
            round={shape.type === 'callout'}
            className="mt-0.5"
          />
          <span className="min-w-0 break-words">{shape.label}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Everything drawn over a frame image, scaling with it: outlines and arrows in an SVG of the
 * image's proportions (`viewHeight` = 100 × height / width), blur regions, dots, numbered
 * callouts and labels as positioned elements (they keep their size on screen).
 */
export function FrameOverlay({
  shapes,
  viewHeight,
  large,
}: {
  shapes: readonly FrameShape[];
  viewHeight: number;
  large: boolean;
}) {
  return (
    <>
      {shapes.map((shape) =>
        shape.type === 'blur' ? <BlurMark key={shape.id} shape={shape} /> : null,
      )}
      <svg
        aria-hidden="true"
        viewBox={`0 0 100 ${viewHeight}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 size-full"
      >
        {shapes.map((shape) => (
          <OutlineShape key={shape.id} shape={shape} viewHeight={viewHeight} />
        ))}
      </svg>
      {shapes.map((shape) => (
        <SpotAndLabel key={shape.id} shape={shape} large={large} />
      ))}
    </>
  );
}
