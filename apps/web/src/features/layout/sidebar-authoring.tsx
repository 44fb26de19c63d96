import { messages, SIDEBAR_TABS, type SidebarTab } from '@stepwise/contracts';
import { Button, cn } from '@stepwise/ui';
import {
  ArrowLeft,
  CircleCheckBig,
  Clapperboard,
  LayoutList,
  type LucideIcon,
  RefreshCw,
  Save,
  Wrench,
} from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useAuthoringEditor } from '@/features/authoring/authoring-bridge';
import { navItemClass } from '@/features/layout/nav-item';

/** Why the editor's controls are disabled before the step editor has opened. */
export const EDITOR_NOT_OPEN = 'Available once the step editor has opened.';
/** Under the save button while the form holds work the step list does not. */
export const STEP_CHANGES_NOT_SAVED =
  'Changes to this step are not in the step list yet: Update Step keeps them.';
export const NEW_STEP_NOT_SAVED =
  'This new step is not in the step list yet: Save New Step adds it.';

const TAB_ICONS: Record<SidebarTab, LucideIcon> = {
  details: Clapperboard,
  repository: Wrench,
  overview: LayoutList,
  finalize: CircleCheckBig,
};

/** Spec 2: the save button shows on the details and overview tabs. */
const SAVE_TABS: readonly SidebarTab[] = ['details', 'overview'];

/**
 * Authoring mode: 'Step Authoring', the editor's tabs, 'Save New Step' / 'Update Step',
 * 'Regenerate Step' for an existing step, and 'Back to Home'. The controls act on the step
 * editor through `useAuthoringEditor`; they are disabled while no editor is open.
 */
export function AuthoringNav({ collapsed }: { collapsed: boolean }) {
  const navigate = useNavigate();
  const editor = useAuthoringEditor();
  const hintId = useId();
  const activeTab = editor?.activeTab ?? 'details';
  const editing = editor !== null && editor.stepIndex >= 0;
  const unavailable = editor === null;
  const describedBy = unavailable ? hintId : undefined;
  const unavailableTitle = unavailable ? EDITOR_NOT_OPEN : undefined;

  return (
    <div className="flex flex-col gap-4 p-3">
      {collapsed ? null : (
        <div className="px-1 pt-2">
          <h2 className="text-base font-semibold text-slate-900">
            {messages.sidebar.authoringHeading}
          </h2>
          <p className="text-xs text-slate-500">{messages.sidebar.authoringSubtitle}</p>
        </div>
      )}
      <nav aria-label={messages.sidebar.authoringHeading} className="flex flex-col gap-1">
        {SIDEBAR_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          const label = messages.sidebar.tabs[tab];
          const active = tab === activeTab && !unavailable;
          return (
            <button
              key={tab}
              type="button"
              aria-pressed={active}
              aria-describedby={describedBy}
              disabled={unavailable}
              title={unavailableTitle ?? (collapsed ? label : undefined)}
              onClick={() => editor?.selectTab(tab)}
              className={cn(
                navItemClass,
                'disabled:cursor-not-allowed disabled:opacity-60',
                collapsed && 'justify-center px-0',
                active
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-slate-600 enabled:hover:bg-slate-100 enabled:hover:text-slate-900',
              )}
            >
              <Icon aria-hidden="true" />
              <span className={cn(collapsed && 'sr-only')}>{label}</span>
            </button>
          );
        })}
      </nav>
      <div className="flex flex-col gap-2">
        {SAVE_TABS.includes(activeTab) ? (
          <AuthoringButton
            collapsed={collapsed}
            icon={Save}
            label={editing ? messages.sidebar.updateStep : messages.sidebar.saveNewStep}
            busy={editor?.saving ?? false}
            busyLabel={messages.sidebar.saving}
            disabled={unavailable || editor.regenerating}
            title={unavailableTitle}
            describedBy={describedBy}
            onClick={() => editor?.saveStep()}
          />
        ) : null}
        {SAVE_TABS.includes(activeTab) && editor?.dirty && !editor.saving && !collapsed ? (
          <p role="status" className="px-1 text-xs text-amber-700">
            {editing ? STEP_CHANGES_NOT_SAVED : NEW_STEP_NOT_SAVED}
          </p>
        ) : null}
        {editing ? (
          <AuthoringButton
            collapsed={collapsed}
            variant="secondary"
            icon={RefreshCw}
            label={messages.sidebar.regenerateStep}
            busy={editor.regenerating}
            busyLabel={messages.sidebar.regenerating}
            disabled={editor.saving}
            onClick={() => editor.regenerateStep()}
          />
        ) : null}
        {unavailable && !collapsed ? (
          <p id={hintId} className="px-1 text-xs text-slate-500">
            {EDITOR_NOT_OPEN}
          </p>
        ) : null}
        {unavailable && collapsed ? (
          <span id={hintId} className="sr-only">
            {EDITOR_NOT_OPEN}
          </span>
        ) : null}
      </div>
      <AuthoringButton
        collapsed={collapsed}
        variant="ghost"
        icon={ArrowLeft}
        label={messages.sidebar.backToHome}
        onClick={() => navigate('/my-projects')}
      />
    </div>
  );
}

interface AuthoringButtonProps {
  collapsed: boolean;
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  variant?: 'primary' | 'secondary' | 'ghost';
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  title?: string | undefined;
  describedBy?: string | undefined;
}

function AuthoringButton({
  collapsed,
  label,
  icon: Icon,
  variant = 'primary',
  busy = false,
  busyLabel,
  disabled,
  title,
  describedBy,
  onClick,
}: AuthoringButtonProps) {
  const shown = busy && busyLabel ? busyLabel : label;
  // Collapsed, the button is a square around an icon as large as the navigation's (20 px), named
  // by its aria-label and shown by its tooltip; `px-0!` beats the button's own padding, which
  // otherwise squeezed the icon to a few pixels.
  return (
    <Button
      variant={variant}
      fullWidth
      icon={<Icon aria-hidden="true" className={cn('shrink-0', collapsed ? 'size-5' : 'size-4')} />}
      busy={busy}
      busyLabel={collapsed ? undefined : busyLabel}
      disabled={disabled}
      title={title ?? (collapsed ? shown : undefined)}
      aria-label={collapsed ? shown : undefined}
      aria-describedby={describedBy}
      className={cn(collapsed && 'px-0!')}
      onClick={onClick}
    >
      {collapsed ? null : label}
    </Button>
  );
}
