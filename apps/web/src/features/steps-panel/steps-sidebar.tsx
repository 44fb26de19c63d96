import { messages } from '@stepwise/contracts';
import { Button, cn, EmptyState } from '@stepwise/ui';
import {
  ArrowDownWideNarrow,
  ListOrdered,
  PanelRightClose,
  PanelRightOpen,
  Plus,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStepDeletion } from '@/features/steps-panel/delete-step-dialog';
import { StepRow } from '@/features/steps-panel/step-row';
import { stepsPanelTexts as texts } from '@/features/steps-panel/texts';
import { useStepReorder } from '@/features/steps-panel/use-step-reorder';

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
  /** Notices of steps sharing its time ('Overlaps step 2 (0:06-0:14)'); never a blocker. */
  overlaps?: readonly string[];
}

export interface StepsSidebarProps {
  steps: readonly SidebarStep[];
  activeId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  /** Called only once the author confirmed the spec's delete question. */
  onDelete: (id: string) => void;
  /** Moves the step at list position `from` to `to` (drag, Move up / down, Alt+Arrow keys). */
  onMove?: (from: number, to: number) => void;
  /** False when a step starts before the one above it: 'Sort steps by start time' is offered. */
  inStartOrder?: boolean;
  onSortByStart?: () => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Duplicate, merge with next and split of the active step (absent: not offered). */
  stepActions?: StepActions;
  /** Undo / redo of step-level edits (absent: not offered). */
  history?: StepHistoryControls;
}

/**
 * Each action answers null when done, else a text saying why it did not act (the playhead is
 * outside the step, or the form's unsaved edit of the step fails the save check).
 */
export interface StepActions {
  onDuplicate: () => string | null;
  /** False when the next step is on another video, or there is none. */
  canMergeNext: boolean;
  onMergeNext: () => string | null;
  /** Splits at the playhead. */
  onSplit: () => string | null;
}

export interface StepHistoryControls {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** What the last undo or redo did ('' before any). */
  announcement?: string;
  /** Counts undos and redos, so the same announcement twice shows twice. */
  announcementCount?: number;
}

/** How long the visible status line stays after a step-level edit, undo or redo. */
export const STATUS_VISIBLE_MS = 4000;

/** Undo and Redo in the panel's header: their labels, keys, icons and the controls they use. */
const HISTORY_BUTTONS = [
  { label: texts.undo, keys: 'Control+Z Meta+Z', Icon: Undo2, can: 'canUndo', run: 'onUndo' },
  {
    label: texts.redo,
    keys: 'Control+Shift+Z Meta+Shift+Z Control+Y',
    Icon: Redo2,
    can: 'canRedo',
    run: 'onRedo',
  },
] as const;

/**
 * The steps sidebar of the authoring screen (spec 2): a collapsible right panel listing every
 * step with its number, name, time range, AI mark and a delete button, plus 'Add New Step' and
 * '{n} steps total'. With `onMove` the steps reorder (drag the number, Move up / Move down,
 * Alt+Arrow keys); out of start order it offers 'Sort steps by start time'; overlapping steps
 * carry a notice. Controlled: selection, collapse, order and the step list belong to the caller.
 */
export function StepsSidebar({
  steps,
  activeId,
  onSelect,
  onAdd,
  onDelete,
  onMove,
  inStartOrder = true,
  onSortByStart,
  collapsed,
  onCollapsedChange,
  stepActions,
  history,
}: StepsSidebarProps) {
  const deletion = useStepDeletion(onDelete);
  const listRef = useRef<HTMLOListElement>(null);
  const names = useMemo(() => steps.map((step) => step.name), [steps]);
  const reorder = useStepReorder({ count: steps.length, names, onMove, listRef });
  const bodyId = useId();
  const headingId = useId();
  const ToggleIcon = collapsed ? PanelRightOpen : PanelRightClose;
  const active = steps.find((step) => step.id === activeId) ?? null;
  /**
   * What the last move, step-level edit, undo or redo did: said by the screen-reader region (one
   * region) and shown for a few seconds in the status line above the list.
   */
  const [announced, setAnnounced] = useState('');
  const [shown, setShown] = useState<{ text: string; count: number } | null>(null);
  const announce = useCallback((text: string) => {
    setAnnounced(text);
    setShown((last) => ({ text, count: (last?.count ?? 0) + 1 }));
  }, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), STATUS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  useEffect(() => {
    if (reorder.announcement) announce(reorder.announcement);
  }, [reorder.announcement, announce]);
  const undone = history?.announcement;
  const undoCount = history?.announcementCount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each undo or redo shows again.
  useEffect(() => {
    if (undone) announce(undone);
  }, [undone, undoCount, announce]);

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
        {history && !collapsed ? (
          <div className="ml-auto flex items-center">
            {HISTORY_BUTTONS.map(({ label, keys, Icon, can, run }) => (
              <Button
                key={label}
                variant="ghost"
                size="sm"
                className="px-2"
                aria-label={label}
                title={label}
                aria-keyshortcuts={keys}
                disabled={!history[can]}
                onClick={history[run]}
              >
                <Icon aria-hidden="true" className="size-4" />
              </Button>
            ))}
          </div>
        ) : null}
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
        {stepActions && active ? (
          <ActiveStepActions number={active.number} actions={stepActions} onDone={announce} />
        ) : null}
        {shown ? (
          // Seen, not read: the screen-reader region below says the same once.
          <p
            aria-hidden="true"
            data-testid="steps-status"
            className="rounded-md bg-emerald-50 px-2 py-1 text-xs text-emerald-900"
          >
            {shown.text}
          </p>
        ) : null}
        {!inStartOrder && onSortByStart && steps.length > 1 ? (
          <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2">
            <p className="text-xs text-amber-900">{texts.outOfOrder}</p>
            <Button variant="secondary" size="sm" fullWidth onClick={onSortByStart}>
              <ArrowDownWideNarrow aria-hidden="true" className="size-4" />
              {texts.sortByStart}
            </Button>
          </div>
        ) : null}

        {steps.length === 0 ? (
          <EmptyState
            className="py-8"
            icon={<ListOrdered aria-hidden="true" />}
            title={texts.emptyTitle}
            description={texts.emptyDescription}
          />
        ) : (
          <ol
            ref={listRef}
            aria-label={texts.listLabel}
            className="-mx-1 flex min-h-0 flex-col gap-1 overflow-y-auto px-1 py-0.5"
          >
            {steps.map((step, index) => (
              <StepRow
                key={step.id}
                step={step}
                index={index}
                count={steps.length}
                reorder={onMove ? reorder : null}
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

      <p role="status" className="sr-only" data-testid="steps-announcement">
        {announced}
      </p>
      {deletion.dialog}
    </aside>
  );
}

/** Duplicate, merge with next and split at the playhead, for the step loaded in the editor. */
function ActiveStepActions({
  number,
  actions,
  onDone,
}: {
  number: number;
  actions: StepActions;
  /** Told what an action did ('Duplicated step 1 as step 2'). */
  onDone: (announcement: string) => void;
}) {
  const [hint, setHint] = useState<string | null>(null);
  const hintId = useId();
  // A hint belongs to the step it was about.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the active step changes.
  useEffect(() => setHint(null), [number]);
  const small = 'h-8 min-w-0 gap-1 px-1 text-xs';
  return (
    <div className="flex flex-col gap-1">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset. */}
      <div
        role="group"
        aria-label={texts.stepActionsLabel(number)}
        className="grid grid-cols-3 gap-1"
      >
        <Button
          variant="secondary"
          size="sm"
          className={small}
          aria-label={texts.duplicateOf(number)}
          title={texts.duplicateOf(number)}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => {
            const refusal = actions.onDuplicate();
            setHint(refusal);
            if (!refusal) onDone(texts.duplicated(number + 1));
          }}
        >
          {texts.duplicate}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className={small}
          aria-label={texts.mergeNextOf(number)}
          title={actions.canMergeNext ? texts.mergeNextOf(number) : texts.mergeNextUnavailable}
          disabled={!actions.canMergeNext}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => {
            const refusal = actions.onMergeNext();
            setHint(refusal);
            if (!refusal) onDone(texts.merged(number));
          }}
        >
          {texts.mergeNext}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className={small}
          aria-label={texts.splitOf(number)}
          title={texts.splitOf(number)}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => {
            const refusal = actions.onSplit();
            setHint(refusal);
            if (!refusal) onDone(texts.splitDone(number));
          }}
        >
          {texts.split}
        </Button>
      </div>
      {hint ? (
        <p id={hintId} role="status" className="text-xs text-amber-800">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
