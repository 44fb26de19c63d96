import { cn } from '@stepwise/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export interface NavItemProps {
  to: string;
  icon: ReactNode;
  label: string;
  collapsed: boolean;
}

export const navItemClass =
  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&_svg]:size-5 [&_svg]:shrink-0';

export function NavItem({ to, icon, label, collapsed }: NavItemProps) {
  return (
    <NavLink
      to={to}
      title={collapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          navItemClass,
          collapsed && 'justify-center px-0',
          isActive
            ? 'bg-brand-50 text-brand-700'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      {icon}
      <span className={cn(collapsed && 'sr-only')}>{label}</span>
    </NavLink>
  );
}
