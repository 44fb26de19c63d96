import { messages } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { ChevronDown, ChevronUp, Trash2, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { CheckBadge } from '@/features/ai-review/check-badge';
import { aiReviewTexts } from '@/features/ai-review/texts';
import { AiBadge } from '@/features/steps-panel/ai-badge';
import type { SidebarStep } from '@/features/steps-panel/steps-sidebar';
import { stepsPanelTexts as texts } from '@/features/steps-panel/texts';
import { stepTimeRange } from '@/features/steps-panel/time-range';
import type { StepReorder } from '@/features/steps-panel/use-step-reorder';

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Move up / Move down: `aria-disabled` at the ends, so a focused button keeps the focus. */
function MoveButton({
  direction,
  number,
  disabled,
  onMove,
}: {
  direction: 'up' | 'down';
  number: number;
  disabled: boolean;
  onMove: () => void;
}) {
  const Icon = direction === 'up' ? ChevronUp : ChevronDown;
  const label = direction === 'up' ? texts.moveUp(number) : texts.moveDown(number);
  return (
    <button
      type="button"
      data-control={direction}
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onMove();
      }}
      className={cn(
        'inline-flex h-5 w-6 items-center justify-center rounded text-slate-400',
        disabled ? 'cursor-default opacity-30' : 'hover:bg-slate-200 hover:text-slate-700',
        focusRing,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** 'Overlaps step 2 (0:06-0:14)' that wraps before the time range, never inside it. */
function OverlapLine({ line }: { line: string }) {
  const split = line.lastIndexOf(' (');
  if (split < 0) return <span>{line}</span>;
  return (
    <span>
      {line.slice(0, split)} <span className="whitespace-nowrap">{line.slice(split + 1)}</span>
    </span>
  );
}

/**
 * One step of the sidebar: Move up, the number (the drag handle) and Move down on the left; the
 * name on up to two lines (the full name in the tooltip), the time range on one line, the AI and
 * Check marks and any overlap notice; delete on the right.
 */
export function StepRow({
  step,
  index,
  count,
  active,
  reorder,
  onSelect,
  onAskDelete,
}: {
  step: SidebarStep;
  index: number;
  count: number;
  active: boolean;
  reorder: StepReorder | null;
  onSelect: () => void;
  onAskDelete: () => void;
}) {
  const checksId = useId();
  const overlapsId = useId();
  const checks = step.checks ?? [];
  const overlaps = step.overlaps ?? [];
  const range = stepTimeRange(step.startMs, step.endMs);
  const marks = [
    step.aiGenerated ? 'AI-generated' : null,
    checks.length > 0 ? aiReviewTexts.rowSuffix : null,
  ].filter(Boolean);
  const describedBy = [checks.length > 0 ? checksId : null, overlaps.length > 0 ? overlapsId : null]
    .filter(Boolean)
    .join(' ');
  const mark = reorder?.dropMark?.index === index ? reorder.dropMark : null;
  return (
    <li
      data-step-index={index}
      onDragOver={reorder ? (event) => reorder.onDragOver(event, index) : undefined}
      onDrop={reorder ? (event) => reorder.onDrop(event, index) : undefined}
      className={cn(
        // Rows out of view skip style, layout and paint (a long list stays cheap when a dialog
        // opens and the whole page's style is recalculated).
        'group relative flex items-stretch rounded-lg border transition-colors [content-visibility:auto] [contain-intrinsic-size:auto_4.5rem]',
        active
          ? 'border-brand-300 bg-brand-50'
          : 'border-transparent hover:border-slate-200 hover:bg-slate-50',
        reorder?.dragging === index && 'opacity-50',
      )}
    >
      {mark ? (
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-x-1 h-0.5 rounded-full bg-brand-500',
            mark.after ? '-bottom-[3px]' : '-top-[3px]',
          )}
        />
      ) : null}
      {reorder ? (
        <div className="flex w-6 shrink-0 flex-col items-center justify-center gap-0.5 py-1 pl-0.5">
          <MoveButton
            direction="up"
            number={step.number}
            disabled={index === 0}
            onMove={() => reorder.move(index, index - 1, 'up')}
          />
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the drag handle is a pointer shortcut; Move up / Move down and Alt+Arrow keys do the same for everyone. */}
          <span
            draggable
            data-drag-handle
            title={texts.dragHandle}
            onDragStart={(event) => reorder.onDragStart(event, index)}
            onDragEnd={reorder.onDragEnd}
            className={cn(
              'inline-flex size-6 cursor-grab items-center justify-center rounded-full text-xs font-semibold active:cursor-grabbing',
              active ? 'bg-brand-600 text-white' : 'bg-brand-100 text-brand-700',
            )}
          >
            <span aria-hidden="true">{step.number}</span>
          </span>
          <MoveButton
            direction="down"
            number={step.number}
            disabled={index === count - 1}
            onMove={() => reorder.move(index, index + 1, 'down')}
          />
        </div>
      ) : null}
      <button
        type="button"
        data-control="row"
        aria-current={active ? 'step' : undefined}
        aria-label={`Step ${step.number}: ${step.name}, ${range}${marks.length ? ` (${marks.join(', ')})` : ''}`}
        aria-describedby={describedBy || undefined}
        aria-keyshortcuts={reorder ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
        onClick={onSelect}
        onKeyDown={reorder ? (event) => reorder.onRowKeyDown(event, index) : undefined}
        className={cn(
          'flex min-w-0 flex-1 items-start gap-2.5 rounded-lg py-2 text-left',
          reorder ? 'px-1.5' : 'px-2',
          focusRing,
        )}
      >
        {reorder ? null : (
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
              active ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
            )}
          >
            {step.number}
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex min-w-0 items-start gap-1.5">
            <span
              data-step-name
              className="line-clamp-2 min-w-0 text-sm leading-5 font-medium break-words text-slate-900"
              title={step.name}
            >
              {step.name}
            </span>
            {step.aiGenerated ? <AiBadge /> : null}
          </span>
          <span className="font-mono text-xs whitespace-nowrap text-slate-500">{range}</span>
          {checks.length > 0 ? (
            // A line of its own, so the step's name keeps the row's width.
            <span className="mt-0.5 flex">
              <CheckBadge lines={checks} descriptionId={checksId} />
            </span>
          ) : null}
          {overlaps.length > 0 ? (
            <span
              id={overlapsId}
              data-testid="step-overlap"
              className="mt-0.5 flex flex-col gap-0.5 text-xs font-medium text-amber-800"
            >
              {overlaps.map((line) => (
                <span key={line} className="flex items-start gap-1">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                  <OverlapLine line={line} />
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </button>
      <button
        type="button"
        onClick={onAskDelete}
        aria-label={texts.deleteStepOf(step.number, step.name)}
        title={messages.overview.deleteStep}
        className={cn(
          'my-1 mr-0.5 inline-flex size-7 shrink-0 items-center justify-center self-center rounded-md text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600',
          focusRing,
        )}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
