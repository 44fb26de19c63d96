import type { GuideDetail } from '@stepwise/contracts';
import { buttonClasses, cn } from '@stepwise/ui';
import { Bookmark, ChevronLeft, Clock, Eye, Heart, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { PrintPdfButton } from '@/features/guides/print-pdf-button';
import { formatDuration } from '@/features/guides/segment';
import { guideTexts } from '@/features/guides/texts';
import { useGuideReactions } from '@/features/guides/use-guide-reactions';
import { formatCount } from '@/features/projects/format';

const text = guideTexts.player;

function Toggle(props: {
  pressed: boolean;
  onPress: () => void;
  icon: React.ReactNode;
  label: string;
  count?: number;
  /** The count's test id: `like-count`, `save-count`. */
  countId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onPress}
      className={cn(
        buttonClasses({ variant: 'secondary', size: 'sm' }),
        'gap-1.5',
        props.pressed && 'border-brand-300 bg-brand-50 text-brand-700 hover:bg-brand-100',
      )}
    >
      <span className={cn('[&_svg]:size-4', props.pressed && '[&_svg]:fill-current')}>
        {props.icon}
      </span>
      {props.label}
      {props.count === undefined ? null : (
        <span className="tabular-nums" data-testid={props.countId}>
          {formatCount(props.count)}
        </span>
      )}
    </button>
  );
}

/** Name, creator, description, tags, step count, total time, Like / Save and Print / PDF. */
export function GuideHeader({ guide }: { guide: GuideDetail }) {
  const { project } = guide;
  const reactions = useGuideReactions(project.project_id);
  return (
    <header className="flex flex-col gap-3">
      <Link
        to="/guides"
        className="flex w-fit items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {text.backToGuides}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words text-slate-900">{project.name}</h1>
          <p className="text-sm text-slate-600">
            {guideTexts.discover.by(project.creator_username || guideTexts.discover.unknownCreator)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Toggle
            pressed={project.liked_by_me}
            onPress={() => reactions.toggleLike(!project.liked_by_me)}
            icon={<Heart />}
            label={project.liked_by_me ? text.liked : text.like}
            count={project.like_count}
            countId="like-count"
          />
          <Toggle
            pressed={project.saved_by_me}
            onPress={() => reactions.toggleSave(!project.saved_by_me)}
            icon={<Bookmark />}
            label={project.saved_by_me ? text.saved : text.save}
            count={project.save_count}
            countId="save-count"
          />
          <PrintPdfButton projectId={project.project_id} name={project.name} />
        </div>
      </div>
      {project.description?.trim() ? (
        <p className="max-w-3xl text-sm break-words whitespace-pre-line text-slate-700">
          {project.description}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <span className="flex items-center gap-1">
          <ListOrdered aria-hidden="true" className="size-4 text-slate-400" />
          {guideTexts.discover.steps(project.step_count)}
        </span>
        <span className="flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4 text-slate-400" />
          {formatDuration(project.total_duration_ms)}
        </span>
        <span className="flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4 text-slate-400" />
          {formatCount(project.view_count)} {project.view_count === 1 ? 'view' : 'views'}
        </span>
        {project.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {project.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
