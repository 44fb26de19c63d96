import type { RepositoryItem, RepositoryKind, RepositoryList } from '@stepwise/contracts';
import { Button, EmptyState, LoadingState } from '@stepwise/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Package, Plus, SearchX, Wrench } from 'lucide-react';
import { useSignedUrls } from '@/features/files/use-signed-urls';
import { ConnectionError } from '@/features/repository/connection-error';
import { ItemCard } from '@/features/repository/item-card';
import { repositoryLoadError } from '@/features/repository/repository-errors';
import {
  filterRepositoryItems,
  itemIdOf,
  itemImagePath,
  itemNounOf,
} from '@/features/repository/repository-items';

export interface RepositoryPanelProps {
  kind: RepositoryKind;
  list: UseQueryResult<RepositoryList, unknown>;
  search: string;
  onAdd: () => void;
  onEdit: (item: RepositoryItem) => void;
  onDelete: (item: RepositoryItem) => void;
}

function ItemGrid({
  kind,
  items,
  onEdit,
  onDelete,
}: Pick<RepositoryPanelProps, 'kind' | 'onEdit' | 'onDelete'> & {
  items: readonly RepositoryItem[];
}) {
  const urls = useSignedUrls(items.map(itemImagePath));
  return (
    <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {items.map((item) => {
        const path = itemImagePath(item);
        return (
          <li key={itemIdOf(item)}>
            <ItemCard
              item={item}
              kind={kind}
              imageUrl={path ? urls[path] : undefined}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** One tab of the repository: loading, the Connection Error box, empty states, or the grid. */
export function RepositoryPanel({
  kind,
  list,
  search,
  onAdd,
  onEdit,
  onDelete,
}: RepositoryPanelProps) {
  const noun = itemNounOf(kind);
  const plural = kind === 'tools' ? 'tools' : 'materials';
  if (list.isError) {
    return (
      <ConnectionError
        message={repositoryLoadError(kind, list.error)}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <LoadingState label={`Loading ${plural}...`} />;

  if (list.data.length === 0) {
    return (
      <EmptyState
        icon={kind === 'tools' ? <Wrench /> : <Package />}
        title={`No ${plural} in your repository yet.`}
        description={`Add the ${plural} you use often, then reuse them in the steps of any project.`}
        action={
          <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={onAdd}>
            {`Add ${noun}`}
          </Button>
        }
      />
    );
  }

  const items = filterRepositoryItems(list.data, search);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={`No ${plural} match "${search.trim()}".`}
        description="Try another name or specification."
      />
    );
  }
  return <ItemGrid kind={kind} items={items} onEdit={onEdit} onDelete={onDelete} />;
}
