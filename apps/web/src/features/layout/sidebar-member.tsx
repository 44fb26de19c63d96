import { messages } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { Compass, FolderKanban, LogOut, PlusSquare, Wrench } from 'lucide-react';
import { type SessionUser, sessionDisplayName } from '@/features/auth/session';
import { guideTexts } from '@/features/guides/texts';
import { AccountAvatar } from '@/features/layout/account-avatar';
import { NavItem, navItemClass } from '@/features/layout/nav-item';
import { useRequestLeave } from '@/features/unsaved-work/unsaved-work-provider';

/** Logged in, outside authoring: 'Welcome,', the three main links and Explore Guides. */
export function MemberNav({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const name = sessionDisplayName(user);
  return (
    <>
      {collapsed ? null : (
        <div className="px-4 pt-5 pb-3">
          <p className="text-xs font-medium text-slate-500">{messages.sidebar.welcome}</p>
          <p className="truncate text-sm font-semibold text-slate-900" title={name}>
            {name}
          </p>
        </div>
      )}
      <nav aria-label="Main" className={cn('flex flex-col gap-1 px-3', collapsed && 'pt-3')}>
        <NavItem
          to="/my-projects"
          icon={<FolderKanban />}
          label={messages.sidebar.myProjects}
          collapsed={collapsed}
        />
        <NavItem
          to="/repository"
          icon={<Wrench />}
          label={messages.sidebar.repository}
          collapsed={collapsed}
        />
        <NavItem
          to="/create"
          icon={<PlusSquare />}
          label={messages.sidebar.createProject}
          collapsed={collapsed}
        />
        <NavItem
          to="/guides"
          icon={<Compass />}
          label={guideTexts.sidebarLink}
          collapsed={collapsed}
        />
      </nav>
    </>
  );
}

/** The bottom area: My Profile with the avatar, and Logout (through the unsaved-work guard). */
export function AccountArea({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const requestLeave = useRequestLeave();
  return (
    <div className="mt-auto flex flex-col gap-1 border-t border-slate-100 p-3">
      <NavItem
        to="/profile"
        icon={<AccountAvatar user={user} size={24} />}
        label={messages.sidebar.myProfile}
        collapsed={collapsed}
      />
      <button
        type="button"
        onClick={() => requestLeave({ kind: 'logout', action: 'log out' })}
        title={collapsed ? messages.sidebar.logout : undefined}
        className={cn(
          navItemClass,
          'text-slate-600 hover:bg-red-50 hover:text-red-700',
          collapsed && 'justify-center px-0',
        )}
      >
        <LogOut aria-hidden="true" />
        <span className={cn(collapsed && 'sr-only')}>{messages.sidebar.logout}</span>
      </button>
    </div>
  );
}
