import type { ProjectSummary } from '@stepwise/contracts';
import { Eye, Heart, MessageSquare } from 'lucide-react';
import type { ComponentType } from 'react';
import { type CountKind, countLabel, formatCount } from '@/features/projects/format';

const COUNTS: ReadonlyArray<{
  kind: CountKind;
  field: 'view_count' | 'like_count' | 'comment_count';
  icon: ComponentType<{ className?: string }>;
}> = [
  { kind: 'view', field: 'view_count', icon: Eye },
  { kind: 'like', field: 'like_count', icon: Heart },
  { kind: 'comment', field: 'comment_count', icon: MessageSquare },
];

/** Views, likes and comments: an icon and a number each, read out as '3 views'. */
export function ProjectStats({
  project,
}: {
  project: Pick<ProjectSummary, 'view_count' | 'like_count' | 'comment_count'>;
}) {
  return (
    <ul className="flex items-center gap-4 text-sm text-slate-600">
      {COUNTS.map(({ kind, field, icon: Icon }) => {
        const label = countLabel(project[field], kind);
        return (
          <li key={kind} className="flex items-center gap-1.5" title={label}>
            <Icon aria-hidden="true" className="size-4 text-slate-400" />
            <span aria-hidden="true" className="tabular-nums">
              {formatCount(project[field])}
            </span>
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
