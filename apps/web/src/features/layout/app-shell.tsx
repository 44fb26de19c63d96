import { useState } from 'react';
import { Outlet } from 'react-router';
import { Sidebar } from '@/features/layout/sidebar';

function startsCollapsed(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
}

/** Every screen: the collapsible sidebar beside the routed content. */
export function AppShell() {
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  return (
    <div className="flex h-full">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow"
      >
        Skip to content
      </a>
      <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
      <main id="main" className="min-w-0 flex-1 overflow-y-auto">
        <Outlet />
      </main>
    </div>
  );
}
