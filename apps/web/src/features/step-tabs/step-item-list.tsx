import { isHttpUrl, STEP_LIMITS } from '@stepwise/contracts';
import type { EditorStepItem, StepItemKind } from '@stepwise/machines';
import { Button, cn } from '@stepwise/ui';
import { ExternalLink, Package, Trash2, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { aiReviewTexts } from '@/features/ai-review/texts';
import { useSignedUrls } from '@/features/files/use-signed-urls';
import { stepTabsTexts } from '@/features/step-tabs/texts';

const texts = stepTabsTexts.items;

/** The stored image of an item: its storage path, else its URL. */
const imageOf = (item: EditorStepItem): string | null => item.imagePath ?? item.imageUrl;

export interface ItemThumbnailProps {
  kind: StepItemKind;
  url: string | undefined;
}

export function ItemThumbnail({ kind, url }: ItemThumbnailProps) {
  const Icon = kind === 'tool' ? Wrench : Package;
  return (
    <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Icon aria-hidden="true" className="size-5 text-slate-300" />
      )}
    </span>
  );
}

/** A whole number typed so far, or null while the text is not one (empty, '2.', 'abc'). */
const typedQuantity = (text: string): number | null =>
  /^\s*\d+\s*$/.test(text) && Number(text) >= 1 ? Number(text) : null;

/**
 * The item's quantity, edited in place: a whole number is kept as it is typed; on leaving the
 * field anything else is sent as typed and the machine makes it a whole number >= 1 (spec 5).
 */
function QuantityInput({
  name,
  quantity,
  onChange,
}: {
  name: string;
  quantity: number;
  onChange: (raw: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <span className="inline-flex items-center gap-1.5">
      <label htmlFor={id} className="text-xs text-slate-600">
        {texts.quantityShort}
      </label>
      <input
        id={id}
        // The full name, so each row's field tells which item it counts.
        aria-label={texts.quantityFor(name)}
        type="number"
        inputMode="numeric"
        min={1}
        max={STEP_LIMITS.quantity}
        step={1}
        value={draft ?? String(quantity)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (typedQuantity(text) !== null) onChange(text);
        }}
        onBlur={() => {
          if (draft !== null && typedQuantity(draft) === null) onChange(draft);
          setDraft(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className={cn(
          'h-8 w-20 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 tabular-nums shadow-xs',
          'hover:border-slate-400 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/25',
        )}
      />
    </span>
  );
}

export interface StepItemListProps {
  kind: StepItemKind;
  items: readonly EditorStepItem[];
  onRemove: (index: number) => void;
  /** A quantity edited in place, as typed (the machine makes it a whole number >= 1). */
  onQuantityChange: (index: number, raw: string) => void;
  /** Names of the items the AI was unsure of: outlined in amber with a hint. */
  uncertain?: readonly string[];
}

/**
 * The tools or the materials of the step: picture, name, specification, quantity and link; an
 * item the AI was unsure of is outlined in amber until the creator removes (or re-adds) it.
 */
export function StepItemList({
  kind,
  items,
  onRemove,
  onQuantityChange,
  uncertain = [],
}: StepItemListProps) {
  const urls = useSignedUrls(items.map(imageOf));
  if (items.length === 0) {
    return <p className="text-sm text-slate-500">{texts.empty(kind)}</p>;
  }
  return (
    <ul aria-label={texts.listLabel(kind)} className="flex flex-col gap-2">
      {items.map((item, index) => {
        const image = imageOf(item);
        const unsure = uncertain.includes(item.name);
        return (
          <li
            // Name and specification are unique within a step (duplicates are refused).
            key={`${item.name}\n${item.specification}`}
            className={cn(
              'flex items-center gap-3 rounded-lg border bg-white p-2',
              unsure ? 'border-amber-400 ring-1 ring-amber-200' : 'border-slate-200',
            )}
          >
            <ItemThumbnail kind={kind} url={image ? urls[image] : undefined} />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium text-slate-900">{item.name}</span>
              <span className="truncate text-xs text-slate-600">
                {item.specification || texts.noSpecification}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                <QuantityInput
                  name={item.name}
                  quantity={item.quantity}
                  onChange={(raw) => onQuantityChange(index, raw)}
                />
                {item.purchaseLink && isHttpUrl(item.purchaseLink) ? (
                  <a
                    href={item.purchaseLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                  >
                    {texts.purchaseLink}
                    <ExternalLink aria-hidden="true" className="size-3" />
                  </a>
                ) : null}
              </span>
              {unsure ? (
                <span className="text-xs font-medium text-amber-800">
                  {aiReviewTexts.itemHint(kind)}
                </span>
              ) : null}
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={texts.remove(kind, item.name)}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={() => onRemove(index)}
            />
          </li>
        );
      })}
    </ul>
  );
}
