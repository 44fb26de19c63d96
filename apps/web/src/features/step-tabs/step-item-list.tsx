import { isHttpUrl } from '@stepwise/contracts';
import type { EditorStepItem, StepItemKind } from '@stepwise/machines';
import { Button, cn } from '@stepwise/ui';
import { ExternalLink, Package, Trash2, Wrench } from 'lucide-react';
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

export interface StepItemListProps {
  kind: StepItemKind;
  items: readonly EditorStepItem[];
  onRemove: (index: number) => void;
  /** Names of the items the AI was unsure of: outlined in amber with a hint. */
  uncertain?: readonly string[];
}

/**
 * The tools or the materials of the step: picture, name, specification, quantity and link; an
 * item the AI was unsure of is outlined in amber until the creator removes (or re-adds) it.
 */
export function StepItemList({ kind, items, onRemove, uncertain = [] }: StepItemListProps) {
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
              <span className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
                <span>{texts.quantityOf(item.quantity)}</span>
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
