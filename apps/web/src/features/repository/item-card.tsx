import { isHttpUrl, type RepositoryItem, type RepositoryKind } from '@stepwise/contracts';
import { Button, Card } from '@stepwise/ui';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { ItemThumbnail, itemKindIcon } from '@/features/repository/item-thumbnail';
import { itemNounOf } from '@/features/repository/repository-items';

export interface ItemCardProps {
  item: RepositoryItem;
  kind: RepositoryKind;
  /** The signed URL of the item's image, once it is known. */
  imageUrl: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

/** One tool or material: picture, name, specification, purchase link, edit and delete. */
export function ItemCard({ item, kind, imageUrl, onEdit, onDelete }: ItemCardProps) {
  const noun = itemNounOf(kind);
  return (
    <Card className="flex h-full flex-col" data-testid="repository-item">
      <div className="flex flex-1 min-[480px]:flex-col">
        <ItemThumbnail
          url={imageUrl}
          icon={itemKindIcon(kind)}
          className="m-3 mr-0 size-20 rounded-xl min-[480px]:m-0 min-[480px]:aspect-[4/3] min-[480px]:size-auto min-[480px]:w-full min-[480px]:rounded-none min-[480px]:rounded-t-2xl"
          iconClassName="size-8 min-[480px]:size-10"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
          <h3 className="text-base font-semibold break-words text-slate-900">{item.name}</h3>
          {item.specification ? (
            <p className="line-clamp-3 text-sm break-words text-slate-600">{item.specification}</p>
          ) : (
            <p className="text-sm text-slate-400">No specification</p>
          )}
          {item.purchase_link && isHttpUrl(item.purchase_link) ? (
            <a
              href={item.purchase_link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              Purchase link
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
        </div>
      </div>
      <div className="flex gap-2 border-t border-slate-100 p-3">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1"
          icon={<Pencil aria-hidden="true" className="size-4" />}
          aria-label={`Edit ${noun.toLowerCase()} ${item.name}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="flex-1 text-red-700 hover:bg-red-50"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          aria-label={`Delete ${noun.toLowerCase()} ${item.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
