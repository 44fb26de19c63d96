import { isHttpUrl, messages, STEP_LIMITS } from '@stepwise/contracts';
import { Button, Card, ConfirmDialog, Spinner } from '@stepwise/ui';
import { AlertTriangle, ExternalLink, Package, ShoppingCart, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSignedUrls } from '@/features/files/use-signed-urls';
import type { BuyListItem } from '@/features/finalize/buy-list';
import { ItemRowText } from '@/features/finalize/item-row-text';
import { finalizeTexts as texts } from '@/features/finalize/texts';
import type { BuyListState, BuyListStatus } from '@/features/finalize/use-buy-list';
import { ItemThumbnail } from '@/features/repository/item-thumbnail';

/** A row of the list: a buy-list item, of which a summary may know only some fields. */
export type ShoppingListItem = Pick<BuyListItem, 'name' | 'quantity'> &
  Partial<Omit<BuyListItem, 'name' | 'quantity'>>;

/** What a summary shows: the items, and the load state and warning when it has them. */
export interface ShoppingListSummary {
  items: readonly ShoppingListItem[];
  status?: BuyListStatus;
  warning?: string | null;
}

interface CommonProps {
  /** Extra actions beside the heading (the Finalize view's 'Add all ... from steps'). */
  actions?: ReactNode;
  /** What an empty list says (the Finalize view's text by default); null says nothing. */
  emptyText?: string | null;
  /** A note under the heading (the Overview's tools and materials not on the list yet). */
  notice?: ReactNode;
}

export type ShoppingListProps = CommonProps &
  (
    | {
        /** The list from `useBuyList(projectId)`. */
        buyList: BuyListState;
        editable?: true;
      }
    | {
        /** A summary: the list without quantity inputs, remove and clear. */
        buyList: ShoppingListSummary;
        editable: false;
      }
  );

const imageOf = (item: ShoppingListItem): string | null =>
  item.image_path ?? item.image_url ?? null;

/**
 * The Shopping List (spec 2 Overview and Finalize views, 4 "Buy list"): each item with its image,
 * specification, quantity and purchase link; quantity change, remove, and Clear after a
 * confirmation. A failed server save shows as a warning, never blocking.
 */
export function ShoppingList(props: ShoppingListProps) {
  const { actions, emptyText = texts.shoppingListEmpty, notice = null } = props;
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { items, status = 'ready', warning = null } = props.buyList;
  /** The list's changes, or null in a summary. */
  const editing = props.editable === false ? null : props.buyList;
  const images = useSignedUrls(items.map(imageOf));

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {/* Grows but never shrinks below its text: the actions wrap under it instead. */}
        <h2
          id={headingId}
          className="flex flex-[1_0_auto] items-center gap-2 text-lg font-semibold whitespace-nowrap text-slate-900"
        >
          <ShoppingCart aria-hidden="true" className="size-5 text-slate-500" />
          {messages.overview.shoppingList}
          {items.length > 0 ? (
            <span className="text-sm font-normal text-slate-500">
              ({texts.itemsCount(items.length)})
            </span>
          ) : null}
        </h2>
        {actions}
        {editing && items.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.clear}
          </Button>
        ) : null}
      </div>

      {warning ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {warning}
        </p>
      ) : null}

      {notice}

      {status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner size="sm" />
          {texts.shoppingListLoading}
        </p>
      ) : items.length === 0 ? (
        emptyText === null ? null : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-6 text-center text-sm text-slate-500">
            {emptyText}
          </p>
        )
      ) : (
        <Card className="p-0">
          <ul aria-label={texts.listItemsLabel} className="divide-y divide-slate-100">
            {items.map((item, index) => (
              <ShoppingListRow
                // biome-ignore lint/suspicious/noArrayIndexKey: merged items are unique by name + specification, which may change; the position is stable between edits.
                key={index}
                item={item}
                imageUrl={images[imageOf(item) ?? '']}
                edit={
                  editing && {
                    onQuantity: (quantity) => editing.setQuantity(index, quantity),
                    onRemove: () => editing.remove(index),
                  }
                }
              />
            ))}
          </ul>
        </Card>
      )}

      {editing ? (
        <ConfirmDialog
          open={confirming}
          title={texts.clearTitle}
          message={texts.clearQuestion}
          confirmLabel={texts.clear}
          busy={editing.clearing}
          busyLabel={texts.clearing}
          tone="danger"
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            await editing.clear();
            setConfirming(false);
          }}
        />
      ) : null}
    </section>
  );
}

interface RowProps {
  item: ShoppingListItem;
  imageUrl: string | undefined;
  /** The row's changes, or null in a summary. */
  edit: { onQuantity: (quantity: number) => void; onRemove: () => void } | null;
}

function ShoppingListRow({ item, imageUrl, edit }: RowProps) {
  return (
    <li className="flex items-center gap-2 px-3 py-3 sm:gap-3 sm:px-4">
      <ItemThumbnail
        url={imageUrl}
        icon={Package}
        className="size-10 rounded-lg"
        iconClassName="size-5"
      />
      <ItemRowText name={item.name} specification={item.specification} lines={2}>
        {item.source_type === 'repository' ? (
          <span className="text-xs text-slate-400">{texts.fromRepository}</span>
        ) : null}
      </ItemRowText>
      {edit ? (
        <QuantityInput name={item.name} quantity={item.quantity} onCommit={edit.onQuantity} />
      ) : (
        <span className="shrink-0 text-sm tabular-nums text-slate-600">Qty: {item.quantity}</span>
      )}
      {/* The link's place is kept on every row, so the quantities line up. */}
      <span className="flex w-12 shrink-0 justify-end">
        {item.purchase_link && isHttpUrl(item.purchase_link) ? (
          <a
            href={item.purchase_link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={texts.buyNamed(item.name)}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {texts.buy}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : null}
      </span>
      {edit ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={texts.removeLabel(item.name)}
          className="text-slate-500 hover:text-red-600"
          onClick={edit.onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}

/** A quantity field that commits on blur or Enter (not on every keystroke). */
function QuantityInput({
  name,
  quantity,
  onCommit,
}: {
  name: string;
  quantity: number;
  onCommit: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onCommit(Number.parseInt(draft, 10));
  };
  return (
    <input
      type="number"
      min={1}
      max={STEP_LIMITS.quantity}
      step={1}
      inputMode="numeric"
      aria-label={texts.quantityLabel(name)}
      value={draft ?? String(quantity)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      className="h-8 w-16 shrink-0 rounded-lg border border-slate-300 bg-white px-2 text-right text-sm tabular-nums text-slate-900 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/25"
    />
  );
}
