import { Button } from '@stepwise/ui';
import { Lightbulb, ListPlus } from 'lucide-react';
import { useId } from 'react';
import { finalizeTexts } from '@/features/finalize/texts';
import { overviewTexts as texts } from '@/features/overview/texts';

/** A tool or material as the overview compares it with the shopping list. */
export interface OverviewItem {
  name: string;
  quantity: number;
  specification?: string | null;
}

const keyOf = (item: OverviewItem) =>
  `${item.name.trim().toLowerCase()}|${(item.specification ?? '').trim().toLowerCase()}`;

/**
 * The steps' tools and materials that the shopping list does not hold (same name and
 * specification, case-insensitive, as the list merges them).
 */
export function itemsNotListed(
  stepItems: readonly OverviewItem[],
  listed: readonly OverviewItem[],
): OverviewItem[] {
  const onList = new Set(listed.map(keyOf));
  return stepItems.filter((item) => !onList.has(keyOf(item)));
}

/**
 * What the steps hold that the list does not: the items, and how to add them (a button when the
 * screen can add them, and the Finalize view's button of the same name).
 */
export function StepItemsNotice({
  items,
  onAdd,
  howTo = texts.stepItemsHowTo,
}: {
  items: readonly OverviewItem[];
  onAdd: (() => void) | undefined;
  /** How to add them, where the screen says it differently (Finalize has the button above). */
  howTo?: string;
}) {
  const listId = useId();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 px-4 py-3 text-sm text-slate-700">
      <p id={listId} className="flex items-start gap-2 font-medium text-slate-900">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        {texts.stepItemsNotListed(items.length)}
      </p>
      <ul aria-labelledby={listId} className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={keyOf(item)}
            className="flex max-w-full items-baseline gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-0.5"
          >
            <span className="truncate text-slate-900">{item.name}</span>
            {item.specification ? (
              <span className="truncate text-xs text-slate-500">{item.specification}</span>
            ) : null}
            <span className="shrink-0 text-xs tabular-nums text-slate-500">
              {texts.quantity(item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-600">{howTo}</p>
        {onAdd ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<ListPlus aria-hidden="true" className="size-4" />}
            onClick={onAdd}
          >
            {finalizeTexts.addFromSteps}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
