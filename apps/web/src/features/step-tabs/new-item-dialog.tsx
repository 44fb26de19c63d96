import { TEXT_LIMITS } from '@stepwise/contracts';
import { type StepItemKind, validateStepItem } from '@stepwise/machines';
import { ErrorBanner, TextField } from '@stepwise/ui';
import { type FormEvent, useState } from 'react';
import { type ImageChoice, ImagePicker } from '@/features/repository/image-picker';
import { ItemFormFrame, useTextFields } from '@/features/repository/item-form-frame';
import { stepTabsTexts } from '@/features/step-tabs/texts';
import {
  type NewItemValues,
  REPOSITORY_KIND,
  useAddNewItem,
} from '@/features/step-tabs/use-add-new-item';
import {
  type StepEditorRef,
  useEditorError,
  useStepItems,
} from '@/features/step-tabs/use-step-editor';

const texts = stepTabsTexts.items;

const EMPTY_VALUES: NewItemValues = {
  name: '',
  specification: '',
  purchaseLink: '',
  quantity: '1',
};

export interface NewItemDialogProps {
  editor: StepEditorRef;
  kind: StepItemKind;
  projectId: string;
  onClose: () => void;
}

/**
 * 'Add new': a tool or material typed in (name, specification, purchase link, quantity, an
 * optional image) and, unless unticked, saved to the creator's repository too. The editor's
 * checks run first, so a refused item ('Purchase link must be a valid URL ...') uploads nothing.
 */
export function NewItemDialog({ editor, kind, projectId, onClose }: NewItemDialogProps) {
  const items = useStepItems(editor, kind);
  const refusal = useEditorError(editor, kind);
  const prepare = useAddNewItem(kind, projectId);
  const [image, setImage] = useState<ImageChoice>({ kind: 'none' });
  const [saveToRepository, setSaveToRepository] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, field] = useTextFields(EMPTY_VALUES, busy);
  const addEvent = kind === 'tool' ? 'tool.add' : 'material.add';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (validateStepItem(kind, items, values) !== null) {
      // The editor refuses it and keeps the message for this form.
      editor.send({ type: addEvent, item: values });
      return;
    }
    setBusy(true);
    const draft = await prepare({
      values,
      image: image.kind === 'new' ? image.file : null,
      saveToRepository,
    });
    editor.send({ type: addEvent, item: draft });
    setBusy(false);
    onClose();
  }

  return (
    <ItemFormFrame
      title={texts.newTitle(kind)}
      submitLabel={texts.addToStep}
      busyLabel={texts.adding}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={texts.name(kind)}
        autoComplete="off"
        required
        maxLength={TEXT_LIMITS.itemName}
        {...field('name')}
      />
      <TextField
        label={texts.specification}
        autoComplete="off"
        maxLength={TEXT_LIMITS.itemSpecification}
        {...field('specification')}
      />
      <TextField
        label={texts.purchaseLink}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={TEXT_LIMITS.purchaseLink}
        {...field('purchaseLink')}
      />
      <TextField
        label={texts.quantity}
        inputMode="numeric"
        autoComplete="off"
        {...field('quantity')}
      />
      <ImagePicker
        kind={REPOSITORY_KIND[kind]}
        label={texts.image(kind)}
        value={image}
        onChange={setImage}
        disabled={busy}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={saveToRepository}
          disabled={busy}
          onChange={(event) => setSaveToRepository(event.target.checked)}
          className="size-4 rounded border-slate-300 accent-brand-600"
        />
        {texts.alsoSave}
      </label>
      {attempted && !busy && refusal ? <ErrorBanner>{refusal}</ErrorBanner> : null}
    </ItemFormFrame>
  );
}
