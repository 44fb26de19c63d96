import { type GuideCard as GuideCardData, messages } from '@stepwise/contracts';
import { Card, cn } from '@stepwise/ui';
import { Clock, ListOrdered } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { GuideThumbnail } from '@/features/guides/guide-thumbnail';
import { formatDuration } from '@/features/guides/segment';
import { guideTexts } from '@/features/guides/texts';
import { ProjectStats } from '@/features/projects/project-stats';

const text = guideTexts.discover;

/** One published guide on /guides; the whole card opens the guide player. */
export function GuideCard({ guide }: { guide: GuideCardData }) {
  const headingId = useId();
  const description = guide.description?.trim();
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-4 focus-within:ring-brand-500/25 hover:shadow-md"
    >
      <GuideThumbnail
        name={guide.name}
        thumbnailUrl={guide.thumbnail_url}
        frameUrl={guide.frame_url}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="truncate text-base font-semibold text-slate-900">
            <Link
              to={`/guides/${guide.project_id}`}
              title={guide.name}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {guide.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-500">
            {text.by(guide.creator_username || text.unknownCreator)}
          </p>
          <p
            className={cn(
              'line-clamp-2 min-h-10 text-sm break-words',
              description ? 'text-slate-600' : 'text-slate-400 italic',
            )}
          >
            {description || messages.projectCard.noDescription}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <ProjectStats project={guide} />
          <p className="flex items-center gap-3 text-xs font-medium text-slate-600">
            <span className="flex items-center gap-1">
              <ListOrdered aria-hidden="true" className="size-4 text-slate-400" />
              {text.steps(guide.step_count)}
            </span>
            <span className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4 text-slate-400" />
              {formatDuration(guide.total_duration_ms)}
            </span>
          </p>
        </div>
      </div>
    </Card>
  );
}

/** A card's shape while the page loads. */
export function GuideCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="aspect-video animate-pulse bg-slate-200/70" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200/70" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200/70" />
        <div className="h-10 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
