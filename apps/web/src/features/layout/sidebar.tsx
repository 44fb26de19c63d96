import { messages } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { LogIn, PanelLeftClose, PanelLeftOpen, UserPlus, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuthSession } from '@/features/auth/auth-context';
import { BrandMark } from '@/features/layout/brand-mark';
import { NavItem } from '@/features/layout/nav-item';

const SignedInSidebar = lazy(() => import('@/features/layout/sidebar-signed-in'));

export interface SidebarProps {
  collapsed: boolean;
  /** The rail beside the content (large screens) or the off-canvas drawer (small screens). */
  variant?: 'rail' | 'drawer';
  /** Collapses or expands the rail. */
  onToggle?: () => void;
  /** Closes the drawer. */
  onClose?: () => void;
}

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Spec 2's sidebar: a brand header over the logged-out, logged-in or authoring content. */
export function Sidebar({ collapsed, variant = 'rail', onToggle, onClose }: SidebarProps) {
  const session = useAuthSession();
  const { pathname } = useLocation();
  const contentId = `sidebar-content-${variant}`;

  return (
    <div
      data-collapsed={collapsed}
      className={cn(
        'flex h-full shrink-0 flex-col bg-white',
        variant === 'rail' &&
          'border-r border-slate-200 transition-[width] duration-200 motion-reduce:transition-none',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex h-16 shrink-0 items-center border-b border-slate-100 px-3',
          collapsed ? 'justify-center' : 'justify-between',
        )}
      >
        {collapsed ? null : (
          <div className="flex min-w-0 items-center gap-2.5 px-1" data-brand="">
            <BrandMark className="size-8" />
            <span className="truncate text-lg font-semibold tracking-tight text-slate-900">
              {messages.app.productName}
            </span>
          </div>
        )}
        {variant === 'drawer' ? (
          <button type="button" onClick={onClose} aria-label="Close menu" className={iconButton}>
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <button
            type="button"
            onClick={onToggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls={contentId}
            className={iconButton}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>

      <div id={contentId} className="flex min-h-0 flex-1 flex-col overflow-y-auto">
        {session.status === 'signed-out' ? <GuestNav collapsed={collapsed} /> : null}
        {session.status === 'signed-in' ? (
          <Suspense fallback={<SidebarSkeleton collapsed={collapsed} />}>
            <SignedInSidebar user={session.user} pathname={pathname} collapsed={collapsed} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function GuestNav({ collapsed }: { collapsed: boolean }) {
  return (
    <nav aria-label="Account" className="flex flex-col gap-1 p-3">
      <NavItem to="/login" icon={<LogIn />} label={messages.sidebar.login} collapsed={collapsed} />
      <NavItem
        to="/register"
        icon={<UserPlus />}
        label={messages.sidebar.register}
        collapsed={collapsed}
      />
    </nav>
  );
}

/** Three bars where the links will be, while their code loads (a moment, once). */
function SidebarSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 p-3 pt-5">
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          className={cn(
            'h-8 rounded-lg bg-slate-100 motion-safe:animate-pulse',
            collapsed && 'mx-auto w-8',
          )}
        />
      ))}
    </div>
  );
}
