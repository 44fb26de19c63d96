import type { GuideBuyItem } from '@stepwise/contracts';
import { ShoppingCart } from 'lucide-react';
import { ItemList } from '@/features/guides/step-items';
import { guideTexts } from '@/features/guides/texts';

/** The whole guide's buy list (merged on the server by spec 4's rule). */
export function BuyListSection({ items }: { items: readonly GuideBuyItem[] }) {
  return (
    <section
      aria-labelledby="guide-buy-list"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="guide-buy-list"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <ShoppingCart aria-hidden="true" className="size-5 text-slate-500" />
        {guideTexts.buyList.heading}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{guideTexts.buyList.empty}</p>
      ) : (
        <ItemList title="" items={items} />
      )}
    </section>
  );
}
