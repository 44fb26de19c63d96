import { messages, type RepositoryItem } from '@stepwise/contracts';
import { type StepItemKind, validateStepItem } from '@stepwise/machines';
import { Button, Dialog, ErrorBanner, LoadingState, TextField } from '@stepwise/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSignedUrls } from '@/features/files/use-signed-urls';
import { ConnectionError } from '@/features/repository/connection-error';
import { repositoryLoadError } from '@/features/repository/repository-errors';
import {
  filterRepositoryItems,
  itemIdOf,
  itemImagePath,
} from '@/features/repository/repository-items';
import { SearchBox } from '@/features/repository/search-box';
import { useRepositoryLists } from '@/features/repository/use-repository-lists';
import { ItemThumbnail } from '@/features/step-tabs/step-item-list';
import { stepTabsTexts } from '@/features/step-tabs/texts';
import { REPOSITORY_KIND } from '@/features/step-tabs/use-add-new-item';
import {
  type StepEditorRef,
  useEditorError,
  useStepItems,
} from '@/features/step-tabs/use-step-editor';

const texts = stepTabsTexts.items;

function ItemChoices({
  kind,
  items,
  chosen,
  onChoose,
}: {
  kind: StepItemKind;
  items: readonly RepositoryItem[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const name = useId();
  const urls = useSignedUrls(items.map(itemImagePath));
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{texts.choose(kind)}</legend>
      <div className="flex max-h-64 flex-col gap-1.5 overflow-y-auto">
        {items.map((item) => {
          const id = itemIdOf(item);
          const path = itemImagePath(item);
          return (
            <label
              key={id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                value={id}
                checked={chosen === id}
                onChange={() => onChoose(id)}
                className="sr-only"
              />
              <ItemThumbnail kind={kind} url={path ? urls[path] : undefined} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium text-slate-900">{item.name}</span>
                <span className="truncate text-xs text-slate-600">
                  {item.specification || texts.noSpecification}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function RepositoryItems(props: {
  kind: StepItemKind;
  search: string;
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const { kind, search } = props;
  const repositoryKind = REPOSITORY_KIND[kind];
  const list = useRepositoryLists()[repositoryKind];
  if (list.isError) {
    return (
      <ConnectionError
        message={repositoryLoadError(repositoryKind, list.error)}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <LoadingState label={texts.loading(kind)} />;
  if (list.data.length === 0) {
    return <p className="text-sm text-slate-500">{texts.repositoryEmpty(kind)}</p>;
  }
  const items = filterRepositoryItems(list.data, search);
  if (items.length === 0) {
    return <p className="text-sm text-slate-500">{texts.noMatch(kind, search.trim())}</p>;
  }
  return <ItemChoices {...props} items={items} />;
}

/** The picked repository item as a step item draft: its texts, image and id, and a quantity. */
function draftOf(item: RepositoryItem, quantity: string) {
  return {
    name: item.name,
    specification: item.specification ?? '',
    purchaseLink: item.purchase_link ?? '',
    quantity,
    imageUrl: item.image_file?.file_url ?? null,
    imagePath: itemImagePath(item),
    repositoryId: itemIdOf(item),
  };
}

export interface RepositoryPickerDialogProps {
  editor: StepEditorRef;
  kind: StepItemKind;
  onClose: () => void;
}

/**
 * 'Add from repository': a searchable list of the creator's tools (or materials); the chosen one
 * is added to the step with a quantity. A refusal of the editor ('This tool is already added to
 * the current step.') keeps the dialog open and shows under the form.
 */
export function RepositoryPickerDialog({ editor, kind, onClose }: RepositoryPickerDialogProps) {
  const formId = useId();
  const items = useStepItems(editor, kind);
  const refusal = useEditorError(editor, kind);
  const list = useRepositoryLists()[REPOSITORY_KIND[kind]];
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [attempted, setAttempted] = useState(false);
  const [notChosen, setNotChosen] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const item = list.data?.find((each) => itemIdOf(each) === chosen);
    setNotChosen(!item);
    if (!item) return;
    const draft = draftOf(item, quantity);
    setAttempted(true);
    editor.send({ type: kind === 'tool' ? 'tool.add' : 'material.add', item: draft });
    if (validateStepItem(kind, items, draft) === null) onClose();
  }

  const error = notChosen ? texts.noneChosen(kind) : attempted ? refusal : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts.fromRepositoryTitle(kind)}
      className="max-w-lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.app.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {texts.addToStep}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SearchBox label={texts.search(kind)} value={search} onChange={setSearch} />
        <RepositoryItems
          kind={kind}
          search={search}
          chosen={chosen}
          onChoose={(id) => {
            setChosen(id);
            setNotChosen(false);
          }}
        />
        <TextField
          label={texts.quantity}
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      </form>
    </Dialog>
  );
}
