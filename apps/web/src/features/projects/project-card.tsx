import { messages, type ProjectSummary } from '@stepwise/contracts';
import { Card, cn } from '@stepwise/ui';
import { useId } from 'react';
import { formatCreatedDate } from '@/features/projects/format';
import { ProjectCardActions } from '@/features/projects/project-card-actions';
import { ProjectStats } from '@/features/projects/project-stats';
import { ProjectThumbnail } from '@/features/projects/project-thumbnail';
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

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden"
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
