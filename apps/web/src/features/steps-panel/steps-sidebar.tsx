import { messages } from '@stepwise/contracts';
import { Button, cn, EmptyState } from '@stepwise/ui';
import { ListOrdered, PanelRightClose, PanelRightOpen, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { CheckBadge } from '@/features/ai-review/check-badge';
import { aiReviewTexts } from '@/features/ai-review/texts';
import { AiBadge } from '@/features/steps-panel/ai-badge';
import { useStepDeletion } from '@/features/steps-panel/delete-step-dialog';
import { stepsPanelTexts as texts } from '@/features/steps-panel/texts';
import { stepTimeRange } from '@/features/steps-panel/time-range';

export interface SidebarStep {
  id: string;
  number: number;
  name: string;
  startMs: number;
  endMs: number;
  aiGenerated: boolean;
  finalized?: boolean;
  /** What the AI asks the creator to check first (the Check badge); empty or absent: nothing. */
  checks?: readonly string[];
}

export interface StepsSidebarProps {
  steps: readonly SidebarStep[];
  activeId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  /** Called only once the author confirmed the spec's delete question. */
  onDelete: (id: string) => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

/**
 * The steps sidebar of the authoring screen (spec 2): a collapsible right panel listing every
 * step with its number, name, time range, AI mark and a delete button, plus 'Add New Step' and
 * '{n} steps total'. Controlled: selection, collapse and the step list belong to the caller.
 */
export function StepsSidebar({
  steps,
  activeId,
  onSelect,
  onAdd,
  onDelete,
  collapsed,
  onCollapsedChange,
}: StepsSidebarProps) {
  const deletion = useStepDeletion(onDelete);
  const bodyId = useId();
  const headingId = useId();
  const ToggleIcon = collapsed ? PanelRightOpen : PanelRightClose;

  return (
    <aside
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col border-l border-slate-200 bg-white transition-[width]',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex items-center gap-2 border-b border-slate-200 px-3 py-3',
          collapsed ? 'justify-center' : 'justify-between',
        )}
      >
        <h2
          id={headingId}
          className={cn('text-sm font-semibold text-slate-900', collapsed && 'sr-only')}
        >
          {texts.heading}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? texts.expand : texts.collapse}
          title={collapsed ? texts.expand : texts.collapse}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          <ToggleIcon aria-hidden="true" className="size-4" />
        </Button>
      </div>

      <div id={bodyId} hidden={collapsed} className="flex min-h-0 flex-1 flex-col gap-3 p-3">
        <Button onClick={onAdd} fullWidth>
          <Plus aria-hidden="true" className="size-4" />
          {messages.steps.addNew}
        </Button>
        <p className="text-xs text-slate-500">{messages.steps.total(steps.length)}</p>

        {steps.length === 0 ? (
          <EmptyState
            className="py-8"
            icon={<ListOrdered aria-hidden="true" />}
            title={texts.emptyTitle}
            description={texts.emptyDescription}
          />
        ) : (
          <ol
            aria-label={texts.listLabel}
            className="-mx-1 flex min-h-0 flex-col gap-1 overflow-y-auto px-1"
          >
            {steps.map((step) => (
              <StepRow
                key={step.id}
                step={step}
                active={step.id === activeId}
                onSelect={() => onSelect(step.id)}
                onAskDelete={() =>
                  deletion.ask({ id: step.id, number: step.number, name: step.name })
                }
              />
            ))}
          </ol>
        )}
      </div>

      {deletion.dialog}
    </aside>
  );
}

function StepRow({
  step,
  active,
  onSelect,
  onAskDelete,
}: {
  step: SidebarStep;
  active: boolean;
  onSelect: () => void;
  onAskDelete: () => void;
}) {
  const checksId = useId();
  const checks = step.checks ?? [];
  const marks = [
    step.aiGenerated ? 'AI-generated' : null,
    checks.length > 0 ? aiReviewTexts.rowSuffix : null,
  ].filter(Boolean);
  return (
    <li
      className={cn(
        // Rows out of view skip style, layout and paint (a long list stays cheap when a dialog
        // opens and the whole page's style is recalculated).
        'group flex items-stretch rounded-lg border transition-colors [content-visibility:auto] [contain-intrinsic-size:auto_3.5rem]',
        active
          ? 'border-brand-300 bg-brand-50'
          : 'border-transparent hover:border-slate-200 hover:bg-slate-50',
      )}
    >
      <button
        type="button"
        aria-current={active ? 'step' : undefined}
        aria-label={`Step ${step.number}: ${step.name}, ${stepTimeRange(step.startMs, step.endMs)}${marks.length ? ` (${marks.join(', ')})` : ''}`}
        aria-describedby={checks.length > 0 ? checksId : undefined}
        onClick={onSelect}
        className="flex min-w-0 flex-1 items-start gap-2.5 rounded-lg px-2 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
            active ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
          )}
        >
          {step.number}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="truncate text-sm font-medium text-slate-900" title={step.name}>
              {step.name}
            </span>
            {step.aiGenerated ? <AiBadge /> : null}
          </span>
          <span className="font-mono text-xs text-slate-500">
            {stepTimeRange(step.startMs, step.endMs)}
          </span>
          {checks.length > 0 ? (
            // A line of its own, so the step's name keeps the row's width.
            <span className="mt-0.5 flex">
              <CheckBadge lines={checks} descriptionId={checksId} />
            </span>
          ) : null}
        </span>
      </button>
      <button
        type="button"
        onClick={onAskDelete}
        aria-label={texts.deleteStepOf(step.number, step.name)}
        title={messages.overview.deleteStep}
        className="m-1 inline-flex size-8 shrink-0 items-center justify-center self-center rounded-md text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
