import { messages, ROUTES } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { ChevronRight, FileText, Globe, Package, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ProfileStats } from '@/features/profile/profile-format';

interface StatCard {
  label: string;
  value: number;
  icon: ReactNode;
  tone: string;
  to: string;
  /** Navigation state: the tab the target page opens on. */
  state: { tab: string };
}

function cardsOf(stats: ProfileStats): StatCard[] {
  return [
    {
      label: messages.profile.publishedProjects,
      value: stats.published,
      icon: <Globe />,
      tone: 'bg-emerald-50 text-emerald-600',
      to: ROUTES.myProjects,
      state: { tab: 'published' },
    },
    {
      label: messages.profile.draftProjects,
      value: stats.drafts,
      icon: <FileText />,
      tone: 'bg-amber-50 text-amber-600',
      to: ROUTES.myProjects,
      state: { tab: 'draft' },
    },
    {
      label: messages.profile.toolsInRepository,
      value: stats.tools,
      icon: <Wrench />,
      tone: 'bg-brand-50 text-brand-600',
      to: ROUTES.repository,
      state: { tab: 'tools' },
    },
    {
      label: messages.profile.materialsInRepository,
      value: stats.materials,
      icon: <Package />,
      tone: 'bg-sky-50 text-sky-600',
      to: ROUTES.repository,
      state: { tab: 'materials' },
    },
  ];
}

/** Spec 2: four stat cards; each opens its page on the matching tab. */
export function StatCards({ stats }: { stats: ProfileStats }) {
  const navigate = useNavigate();
  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cardsOf(stats).map((card) => (
        <li key={card.label}>
          <button
            type="button"
            onClick={() => navigate(card.to, { state: card.state })}
            className={cn(
              'group flex h-full w-full flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition sm:flex-row sm:items-center sm:gap-4 sm:p-5',
              'hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-11 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5',
                card.tone,
              )}
            >
              {card.icon}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-2xl font-semibold tabular-nums text-slate-900">
                {card.value}
              </span>
              <span className="text-sm text-slate-500">{card.label}</span>
            </span>
            <ChevronRight
              aria-hidden="true"
              className="hidden size-4 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-brand-500 sm:block"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
