import { messages, THUMBNAIL_FRAME_SEEK_SECONDS } from '@stepwise/contracts';
import { ImageOff, VideoOff } from 'lucide-react';
import { type ComponentType, type ReactNode, type SyntheticEvent, useRef, useState } from 'react';
import { useSignedUrl } from '@/features/files/use-signed-urls';
import { projectTexts } from '@/features/projects/texts';
import { thumbnailSource } from '@/features/projects/thumbnail-source';
import { useInView } from '@/features/projects/use-in-view';

function Fallback({
  icon: Icon,
  text,
}: {
  icon: ComponentType<{ className?: string }>;
  text: string;
}) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-400">
      <Icon aria-hidden="true" className="size-8" />
      <span className="text-sm font-medium text-slate-500">{text}</span>
    </div>
  );
}

/** Shows the frame at 0.1 s of a video: metadata only is fetched, then the video seeks. */
function VideoFrame({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Fallback icon={VideoOff} text={messages.projectCard.videoUnavailable} />;
  const seek = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    const duration = Number.isFinite(video.duration)
      ? video.duration
      : THUMBNAIL_FRAME_SEEK_SECONDS;
    video.currentTime = Math.min(THUMBNAIL_FRAME_SEEK_SECONDS, duration);
  };
  return (
    <video
      src={src}
      muted
      playsInline
      preload="metadata"
      aria-label={`Video frame of ${name}`}
      onLoadedMetadata={seek}
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}

export interface ProjectThumbnailProps {
  name: string;
  thumbnailUrl: string | null;
  frameUrl: string | null;
  /** 0..100 while a new thumbnail uploads. */
  uploadPercent: number | null;
  /** The shown thumbnail was uploaded but could not be recorded. */
  unsaved: boolean;
}

/**
 * The card's picture (spec 2): the thumbnail image, else a video frame at 0.1 s, else 'No
 * thumbnail'; nothing is fetched until 10% of it is visible.
 */
export function ProjectThumbnail({
  name,
  thumbnailUrl,
  frameUrl,
  uploadPercent,
  unsaved,
}: ProjectThumbnailProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const source = thumbnailSource({
    thumbnailUrl,
    frameUrl,
    imageFailed: thumbnailUrl !== null && failedImage === thumbnailUrl,
  });
  const signed = useSignedUrl(inView && source.kind !== 'none' ? source.url : null);

  let content: ReactNode;
  if (source.kind === 'none') {
    content = <Fallback icon={ImageOff} text={messages.projectCard.noThumbnail} />;
  } else if (!signed) {
    content = (
      <div
        role="img"
        aria-label={projectTexts.loadingThumbnail}
        className="size-full animate-pulse bg-slate-200/70"
      />
    );
  } else if (source.kind === 'image') {
    content = (
      <img
        key={signed}
        src={signed}
        alt={`Thumbnail of ${name}`}
        decoding="async"
        onError={() => setFailedImage(thumbnailUrl)}
        className="size-full object-cover"
      />
    );
  } else {
    content = <VideoFrame key={signed} src={signed} name={name} />;
  }

  return (
    <div ref={ref} className="relative aspect-video overflow-hidden bg-slate-100">
      {content}
      {uploadPercent !== null ? (
        <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-slate-900/70 px-3 py-2 text-xs font-medium text-white">
          <span>{projectTexts.uploadProgress(uploadPercent)}</span>
          <div
            role="progressbar"
            aria-label={projectTexts.uploadProgress(uploadPercent)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={uploadPercent}
            className="h-1.5 overflow-hidden rounded-full bg-white/30"
          >
            <div
              className="h-full rounded-full bg-white transition-[width]"
              style={{ width: `${uploadPercent}%` }}
            />
          </div>
        </div>
      ) : unsaved ? (
        <p
          role="status"
          className="absolute inset-x-0 bottom-0 bg-amber-100/95 px-3 py-1.5 text-xs font-medium text-amber-900"
        >
          {projectTexts.databaseNotUpdatedNote}
        </p>
      ) : null}
    </div>
  );
}
