import { messages, type RepositoryItem, type RepositoryKind } from '@stepwise/contracts';
import { Button, PageHeader, Tabs } from '@stepwise/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { DeleteItemDialog } from '@/features/repository/delete-item-dialog';
import { ItemFormDialog } from '@/features/repository/item-form-dialog';
import { itemNounOf } from '@/features/repository/repository-items';
import { RepositoryPanel } from '@/features/repository/repository-panel';
import { SearchBox } from '@/features/repository/search-box';
import { useRepositoryLists } from '@/features/repository/use-repository-lists';

type OpenDialog =
  | { type: 'add' }
  | { type: 'edit'; item: RepositoryItem }
  | { type: 'delete'; item: RepositoryItem }
  | null;

/**
 * The signed-in user's tools and materials (spec 2 "Repository view"): tabs with counts, search,
 * and the add / edit / delete dialogs. On `/repository` and in the authoring screen.
 */
export function RepositoryView({ initialTab = 'tools' }: { initialTab?: RepositoryKind }) {
  const [tab, setTab] = useState<RepositoryKind>(initialTab);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const lists = useRepositoryLists();
  const noun = itemNounOf(tab);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={messages.repository.title}
        subtitle="Your reusable tools and materials, ready to add to any step."
        actions={
          <Button
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setDialog({ type: 'add' })}
          >
            {`Add ${noun}`}
          </Button>
        }
      />
      <div className="flex flex-col gap-5">
        <Tabs
          label={messages.repository.title}
          value={tab}
          onValueChange={(value) => setTab(value === 'materials' ? 'materials' : 'tools')}
          items={[
            { value: 'tools', label: messages.repository.toolsTab(lists.tools.data?.length ?? 0) },
            {
              value: 'materials',
              label: messages.repository.materialsTab(lists.materials.data?.length ?? 0),
            },
          ]}
        />
        <SearchBox label={`Search ${tab}`} value={search} onChange={setSearch} />
        <RepositoryPanel
          kind={tab}
          list={lists[tab]}
          search={search}
          onAdd={() => setDialog({ type: 'add' })}
          onEdit={(item) => setDialog({ type: 'edit', item })}
          onDelete={(item) => setDialog({ type: 'delete', item })}
        />
      </div>
      {dialog?.type === 'add' ? <ItemFormDialog kind={tab} item={null} onClose={close} /> : null}
      {dialog?.type === 'edit' ? (
        <ItemFormDialog kind={tab} item={dialog.item} onClose={close} />
      ) : null}
      {dialog?.type === 'delete' ? (
        <DeleteItemDialog kind={tab} item={dialog.item} onClose={close} />
      ) : null}
    </>
  );
}
