import { messages } from '@stepwise/contracts';
import { Avatar, Button, cn } from '@stepwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  FolderKanban,
  LogIn,
  LogOut,
  PanelLeftClose,
  PanelLeftOpen,
  PlusSquare,
  UserPlus,
  Wrench,
} from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthActions, useAuthSession } from '@/features/auth/auth-context';
import { type SessionUser, sessionDisplayName } from '@/features/auth/session';
import { BrandMark } from '@/features/layout/brand-mark';
import { NavItem, navItemClass } from '@/features/layout/nav-item';

const AUTHORING_FRAGMENTS = ['/create-steps', '/steps', '/annotate'];

/** Spec 2: these path fragments put the sidebar in step-authoring mode. */
export function isAuthoringPath(pathname: string): boolean {
  return AUTHORING_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}

export interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const session = useAuthSession();
  const { pathname } = useLocation();
  const authoring = session.status === 'signed-in' && isAuthoringPath(pathname);

  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'flex h-full shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200',
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
          <div className="flex min-w-0 items-center gap-2.5 px-1">
            <BrandMark className="size-8" />
            <span className="truncate text-lg font-semibold tracking-tight text-slate-900">
              {messages.app.productName}
            </span>
          </div>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls="sidebar-content"
          className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
        </button>
      </div>

      <div id="sidebar-content" className="flex min-h-0 flex-1 flex-col">
        {session.status === 'signed-out' ? <GuestNav collapsed={collapsed} /> : null}
        {session.status === 'signed-in' && !authoring ? (
          <MemberNav user={session.user} collapsed={collapsed} />
        ) : null}
        {authoring ? <AuthoringNav collapsed={collapsed} /> : null}
      </div>
    </aside>
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

function MemberNav({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
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
      </nav>
      <AccountArea user={user} collapsed={collapsed} />
    </>
  );
}

function AccountArea({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const { signOut } = useAuthActions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function handleLogout() {
    await signOut();
    queryClient.clear();
    navigate('/login', { replace: true });
  }

  return (
    <div className="mt-auto flex flex-col gap-1 border-t border-slate-100 p-3">
      <NavItem
        to="/profile"
        icon={
          <Avatar
            name={sessionDisplayName(user) || user.uid}
            seed={user.email}
            src={user.photoURL}
            size={24}
          />
        }
        label={messages.sidebar.myProfile}
        collapsed={collapsed}
      />
      <button
        type="button"
        onClick={handleLogout}
        title={collapsed ? messages.sidebar.logout : undefined}
        className={cn(
          navItemClass,
          'text-slate-600 hover:bg-red-50 hover:text-red-700',
          collapsed && 'justify-center px-0',
        )}
      >
        <LogOut />
        <span className={cn(collapsed && 'sr-only')}>{messages.sidebar.logout}</span>
      </button>
    </div>
  );
}

function AuthoringNav({ collapsed }: { collapsed: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col gap-4 p-3">
      {collapsed ? null : (
        <div className="px-1 pt-2">
          <h2 className="text-base font-semibold text-slate-900">
            {messages.sidebar.authoringHeading}
          </h2>
          <p className="text-xs text-slate-500">{messages.sidebar.authoringSubtitle}</p>
        </div>
      )}
      <Button
        variant="secondary"
        className="mt-auto"
        fullWidth
        title={collapsed ? messages.sidebar.backToHome : undefined}
        aria-label={collapsed ? messages.sidebar.backToHome : undefined}
        icon={<ArrowLeft className="size-4" />}
        onClick={() => navigate('/my-projects')}
      >
        {collapsed ? null : messages.sidebar.backToHome}
      </Button>
    </div>
  );
}
