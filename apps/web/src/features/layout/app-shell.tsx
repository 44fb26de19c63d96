import { LARGE_SCREEN_MIN_PX, messages } from '@stepwise/contracts';
import { LoadingState } from '@stepwise/ui';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthoringEditorProvider } from '@/features/authoring/authoring-bridge';
import { BrandMark } from '@/features/layout/brand-mark';
import { SessionToaster } from '@/features/layout/session-toaster';
import { Sidebar } from '@/features/layout/sidebar';
import { useMediaQuery } from '@/features/layout/use-media-query';
import { UnsavedWorkProvider } from '@/features/unsaved-work/unsaved-work-provider';

const loadDrawer = () => import('@/features/layout/mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

const COLLAPSED_KEY = 'stepwise.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function useCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // Blocked storage: the choice lasts for this page only.
    }
  };
  return [collapsed, toggle];
}

/**
 * Every screen: the sidebar beside the routed content from 1024 px (collapsible, 256 / 64 px),
 * an off-canvas drawer behind a menu button below; the unsaved-work guard around both.
 */
export function AppShell() {
  const large = useMediaQuery(`(min-width: ${LARGE_SCREEN_MIN_PX}px)`, true);
  const [collapsed, toggleCollapsed] = useCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** The drawer's code loads on the first open and then stays, for its closing animation. */
  const [drawerUsed, setDrawerUsed] = useState(false);
  const location = useLocation();

  // A link followed in the drawer closes it; so does growing past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => setDrawerOpen(false), [location.key, large]);

  return (
    <AuthoringEditorProvider>
      <UnsavedWorkProvider>
        <div className="flex h-full flex-col lg:flex-row">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow"
          >
            Skip to content
          </a>
          {large ? (
            <aside aria-label="Sidebar" className="h-full shrink-0">
              <Sidebar collapsed={collapsed} onToggle={toggleCollapsed} />
            </aside>
          ) : (
            <>
              <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3">
                <button
                  type="button"
                  onPointerEnter={() => void loadDrawer()}
                  onFocus={() => void loadDrawer()}
                  onClick={() => {
                    setDrawerUsed(true);
                    setDrawerOpen(true);
                  }}
                  aria-label="Open menu"
                  aria-expanded={drawerOpen}
                  className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <Menu aria-hidden="true" className="size-5" />
                </button>
                <div className="flex items-center gap-2" data-brand="">
                  <BrandMark className="size-7" />
                  <span className="text-base font-semibold tracking-tight text-slate-900">
                    {messages.app.productName}
                  </span>
                </div>
              </header>
              {drawerUsed ? (
                <Suspense fallback={null}>
                  <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
                </Suspense>
              ) : null}
            </>
          )}
          <main id="main" className="relative min-h-0 min-w-0 flex-1 overflow-y-auto">
            <Suspense fallback={<LoadingState label={messages.app.loading} />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <SessionToaster />
      </UnsavedWorkProvider>
    </AuthoringEditorProvider>
  );
}
