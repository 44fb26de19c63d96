import { formatTimecode, type GuideFrame } from '@stepwise/contracts';
import { Dialog } from '@stepwise/ui';
import { ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { FrameLegend, FrameOverlay } from '@/features/guides/frame-overlay';
import { frameShapes } from '@/features/guides/frame-shapes';
import { guideTexts } from '@/features/guides/texts';

const text = guideTexts.step;

/** The SVG layer's height for a 16:9 frame, until the image tells its own proportions. */
const WIDESCREEN = 56.25;

/**
 * The frame image with its shapes drawn over it (rectangles, ovals, points, arrows, numbered
 * callouts and blur regions, each in its colour with its label on a dark tag, as the editor burns
 * them in), scaling with the image. A frame with blur regions arrives already redacted (the
 * server never sends its raw pixels); one without an image shows that it is not available. In a
 * narrow container (under 28rem) the labels give way to keys, listed by FrameLegend.
 */
export function AnnotatedImage({ frame, large = false }: { frame: GuideFrame; large?: boolean }) {
  const shapes = frameShapes(frame);
  const [failed, setFailed] = useState(false);
  const [viewHeight, setViewHeight] = useState(WIDESCREEN);
  if (!frame.image_url || failed) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 text-slate-400">
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-xs">{text.frameUnavailable}</span>
      </div>
    );
  }
  return (
    <div className="relative w-full overflow-hidden rounded-lg bg-slate-900">
      <img
        src={frame.image_url}
        alt={
          shapes
            .map((shape) => shape.label)
            .filter(Boolean)
            .join(', ') || 'Annotated frame'
        }
        onError={() => setFailed(true)}
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth > 0 && naturalHeight > 0) {
            setViewHeight((100 * naturalHeight) / naturalWidth);
          }
        }}
        className="block h-auto w-full"
      />
      <FrameOverlay shapes={shapes} viewHeight={viewHeight} large={large} />
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
          const shapes = frameShapes(frame);
          const labels = shapes
            .map((shape) => shape.label)
            .filter(Boolean)
            .join(', ');
          return (
            <li
              key={frame.annotations[0]?.annotation_id ?? `frame-${frame.frame_timestamp_ms}`}
              className="@container"
            >
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
              <FrameLegend shapes={shapes} />
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
        {shown ? (
          <div className="@container">
            <AnnotatedImage frame={shown} large />
            <FrameLegend shapes={frameShapes(shown)} />
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
