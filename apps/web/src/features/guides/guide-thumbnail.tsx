import { messages, THUMBNAIL_FRAME_SEEK_SECONDS } from '@stepwise/contracts';
import { ImageOff } from 'lucide-react';
import { type SyntheticEvent, useRef, useState } from 'react';
import { thumbnailSource } from '@/features/projects/thumbnail-source';
import { useInView } from '@/features/projects/use-in-view';

function seekToFrame(event: SyntheticEvent<HTMLVideoElement>) {
  const video = event.currentTarget;
  const duration = Number.isFinite(video.duration) ? video.duration : THUMBNAIL_FRAME_SEEK_SECONDS;
  video.currentTime = Math.min(THUMBNAIL_FRAME_SEEK_SECONDS, duration);
}

/**
 * A guide's picture, as on My Projects' cards: the thumbnail, else the first video's frame at
 * 0.1 s, else 'No thumbnail'. The api sends the URLs signed; nothing loads until 10% is visible.
 */
export function GuideThumbnail(props: {
  name: string;
  thumbnailUrl: string | null;
  frameUrl: string | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const [imageFailed, setImageFailed] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  const source = thumbnailSource({ ...props, imageFailed });
  const shown = source.kind === 'video' && videoFailed ? { kind: 'none' as const } : source;

  return (
    <div ref={ref} className="relative aspect-video overflow-hidden bg-slate-100">
      {shown.kind === 'none' ? (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-400">
          <ImageOff aria-hidden="true" className="size-8" />
          <span className="text-sm font-medium text-slate-500">
            {messages.projectCard.noThumbnail}
          </span>
        </div>
      ) : !inView ? null : shown.kind === 'image' ? (
        <img
          src={shown.url}
          alt={`Thumbnail of ${props.name}`}
          decoding="async"
          onError={() => setImageFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <video
          src={shown.url}
          muted
          playsInline
          preload="metadata"
          aria-label={`Video frame of ${props.name}`}
          onLoadedMetadata={seekToFrame}
          onError={() => setVideoFailed(true)}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
