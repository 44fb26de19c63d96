import { messages, type ProfileProjectSummary, type UserComment } from '@stepwise/contracts';
import { Card } from '@stepwise/ui';
import { Bookmark, Heart, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  descriptionOrFallback,
  profileDate,
  recentEntries,
} from '@/features/profile/profile-format';

function ActivityCard({
  title,
  icon,
  empty,
  children,
}: {
  title: string;
  icon: ReactNode;
  /** Shown instead of the list when it has no entries. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card className="flex min-w-0 flex-col p-5">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span aria-hidden="true" className="text-slate-400 [&_svg]:size-4">
          {icon}
        </span>
        {title}
      </h3>
      {empty === null ? (
        <ul className="mt-3 flex flex-col divide-y divide-slate-100">{children}</ul>
      ) : (
        <p className="mt-3 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
          {empty}
        </p>
      )}
    </Card>
  );
}

function ProjectList({
  title,
  icon,
  projects,
  emptyText,
}: {
  title: string;
  icon: ReactNode;
  projects: readonly ProfileProjectSummary[] | undefined;
  emptyText: string;
}) {
  const recent = recentEntries(projects);
  return (
    <ActivityCard title={title} icon={icon} empty={recent.length === 0 ? emptyText : null}>
      {recent.map((project) => (
        <li key={project.project_id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <p className="truncate text-sm font-medium text-slate-900">{project.name}</p>
          <p className="text-xs text-slate-500">
            <span className="font-medium text-slate-600">{project.creator.username}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={String(project.created_at)}>{profileDate(project.created_at)}</time>
          </p>
          <p className="line-clamp-2 text-sm text-slate-600">
            {descriptionOrFallback(project.description)}
          </p>
        </li>
      ))}
    </ActivityCard>
  );
}

function CommentList({ comments }: { comments: readonly UserComment[] | undefined }) {
  const recent = recentEntries(comments);
  return (
    <ActivityCard
      title={messages.profile.recentComments}
      icon={<MessageSquare />}
      empty={recent.length === 0 ? messages.profile.noComments : null}
    >
      {recent.map((comment) => (
        <li key={comment.comment_id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <p className="flex items-baseline justify-between gap-3">
            <span className="truncate text-sm font-medium text-slate-900">
              {comment.project.name}
            </span>
            <time dateTime={String(comment.created_at)} className="shrink-0 text-xs text-slate-500">
              {profileDate(comment.created_at)}
            </time>
          </p>
          <p className="line-clamp-3 text-sm break-words text-slate-600">{comment.comment_text}</p>
        </li>
      ))}
    </ActivityCard>
  );
}

export interface RecentActivityProps {
  liked: readonly ProfileProjectSummary[] | undefined;
  saved: readonly ProfileProjectSummary[] | undefined;
  comments: readonly UserComment[] | undefined;
}

/** Spec 2 "Recent Activity": the 5 latest liked and saved projects, and comments. */
export function RecentActivity({ liked, saved, comments }: RecentActivityProps) {
  return (
    <section aria-labelledby="recent-activity" className="flex flex-col gap-4">
      <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
        {messages.profile.recentActivity}
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
        <ProjectList
          title={messages.profile.recentlyLiked}
          icon={<Heart />}
          projects={liked}
          emptyText={messages.profile.noLiked}
        />
        <ProjectList
          title={messages.profile.recentlySaved}
          icon={<Bookmark />}
          projects={saved}
          emptyText={messages.profile.noSaved}
        />
        <div className="lg:col-span-2 2xl:col-span-1">
          <CommentList comments={comments} />
        </div>
      </div>
    </section>
  );
}
