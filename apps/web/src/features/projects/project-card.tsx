import { messages, type ProjectSummary } from '@stepwise/contracts';
import { Card, cn } from '@stepwise/ui';
import { useEffect, useId, useRef } from 'react';
import { formatCreatedDate } from '@/features/projects/format';
import { ProjectCardActions } from '@/features/projects/project-card-actions';
import { useProjectHighlight } from '@/features/projects/project-highlight';
import { ProjectStats } from '@/features/projects/project-stats';
import { ProjectThumbnail } from '@/features/projects/project-thumbnail';
import { projectTexts } from '@/features/projects/texts';
import { useThumbnailUpload } from '@/features/projects/use-thumbnail-upload';

export interface ProjectCardProps {
  uid: string;
  project: ProjectSummary;
  published: boolean;
}

/** One project of My Projects (spec 2 "Project card"). */
export function ProjectCard({ uid, project, published }: ProjectCardProps) {
  const headingId = useId();
  const thumbnail = useThumbnailUpload(uid, project);
  const description = project.description?.trim();
  const created = formatCreatedDate(project.created_at);
  const highlight = useProjectHighlight(project.project_id);
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; every browser does.
    if (highlight) cardRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlight]);

  return (
    <Card
      ref={cardRef}
      role="article"
      aria-labelledby={headingId}
      data-highlighted={highlight ? 'true' : undefined}
      className={cn(
        // relative: the card's screen-reader texts stay inside it (and inside the scrolling
        // main column) instead of stretching the page, which scrolling to the card would move.
        'relative flex h-full flex-col overflow-hidden',
        highlight && 'border-brand-500 ring-4 ring-brand-500/25',
      )}
    >
      <ProjectThumbnail
        name={project.name}
        thumbnailUrl={thumbnail.unsavedUrl ?? project.thumbnail_url}
        frameUrl={project.frame_url}
        uploadPercent={thumbnail.percent}
        unsaved={thumbnail.unsavedUrl !== null}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          {highlight ? (
            <span className="inline-flex w-fit items-center rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
              {projectTexts.highlight[highlight]}
            </span>
          ) : null}
          <h3
            id={headingId}
            className="truncate text-base font-semibold text-slate-900"
            title={project.name}
          >
            {project.name}
          </h3>
          <p
            className={cn(
              'line-clamp-2 min-h-10 text-sm break-words',
              description ? 'text-slate-600' : 'text-slate-400 italic',
            )}
          >
            {description || messages.projectCard.noDescription}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <ProjectStats project={project} />
          {created ? (
            <p className="text-xs text-slate-500">
              {messages.projectCard.created} <time dateTime={project.created_at}>{created}</time>
            </p>
          ) : null}
        </div>
        <ProjectCardActions
          uid={uid}
          project={project}
          published={published}
          thumbnail={thumbnail}
        />
      </div>
    </Card>
  );
}
