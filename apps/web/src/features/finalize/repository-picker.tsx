import type { RepositoryItem, RepositoryKind } from '@stepwise/contracts';
import { Button, Spinner, Tabs } from '@stepwise/ui';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useSignedUrls } from '@/features/files/use-signed-urls';
import { type BuyListItem, buyItemFromRepository } from '@/features/finalize/buy-list';
import { ItemRowText } from '@/features/finalize/item-row-text';
import { finalizeTexts as texts } from '@/features/finalize/texts';
import { ItemThumbnail, itemKindIcon } from '@/features/repository/item-thumbnail';
import {
  filterRepositoryItems,
  itemIdOf,
  itemImagePath,
  REPOSITORY_KINDS,
} from '@/features/repository/repository-items';
import { SearchBox } from '@/features/repository/search-box';
import { useRepositoryLists } from '@/features/repository/use-repository-lists';

const kindLabels: Record<RepositoryKind, string> = {
  tools: texts.pickerTools,
  materials: texts.pickerMaterials,
};

/**
 * The repository picker of the Finalize view: the creator's tools and materials with a search;
 * 'Add to Shopping List' adds one (source 'repository', with its image), merged by the list.
 */
export function RepositoryPicker({ onAdd }: { onAdd: (item: BuyListItem) => void }) {
  const headingId = useId();
  const lists = useRepositoryLists();
  const [kind, setKind] = useState<RepositoryKind>('tools');
  const [query, setQuery] = useState('');

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {texts.pickerHeading}
      </h3>
      <SearchBox label={texts.pickerSearch} value={query} onChange={setQuery} />
      <Tabs
        label={texts.pickerHeading}
        value={kind}
        onValueChange={(value) => setKind(value === 'materials' ? 'materials' : 'tools')}
        items={REPOSITORY_KINDS.map((value) => ({
          value,
          label: `${kindLabels[value]} (${lists[value].data?.length ?? 0})`,
        }))}
      />
      <PickerList
        kind={kind}
        query={query}
        list={lists[kind]}
        onAdd={(item) => onAdd(buyItemFromRepository(item))}
      />
    </section>
  );
}

interface PickerListProps {
  kind: RepositoryKind;
  query: string;
  list: { data?: readonly RepositoryItem[] | undefined; isPending: boolean; isError: boolean };
  onAdd: (item: RepositoryItem) => void;
}

function PickerList({ kind, query, list, onAdd }: PickerListProps) {
  const items = filterRepositoryItems(list.data ?? [], query);
  const images = useSignedUrls(items.map(itemImagePath));
  if (list.isError) return <p className="text-sm text-red-600">{texts.pickerLoadFailed}</p>;
  if (list.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner size="sm" />
        {texts.pickerLoading}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        {list.data?.length ? texts.pickerNoMatch : texts.pickerEmpty}
      </p>
    );
  }
  return (
    <ul className="flex max-h-80 flex-col divide-y divide-slate-100 overflow-y-auto">
      {items.map((item) => {
        const path = itemImagePath(item);
        const image = path ? images[path] : undefined;
        return (
          <li key={itemIdOf(item)} className="flex items-center gap-3 py-2">
            <ItemThumbnail
              url={image}
              icon={itemKindIcon(kind)}
              className="size-10 rounded-lg"
              iconClassName="size-5"
            />
            <ItemRowText name={item.name} specification={item.specification} />
            <Button
              variant="secondary"
              size="sm"
              aria-label={texts.addNamedToShoppingList(item.name)}
              icon={<Plus aria-hidden="true" className="size-4" />}
              onClick={() => onAdd(item)}
            >
              {texts.addToShoppingList}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
