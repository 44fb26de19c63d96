import { type RepositoryItem, type RepositoryKind, TEXT_LIMITS } from '@stepwise/contracts';
import { cn, ErrorBanner, TextField, toast, useCharacterLimit } from '@stepwise/ui';
import { type FormEvent, useId, useState } from 'react';
import { type ImageChoice, ImagePicker } from '@/features/repository/image-picker';
import { ItemFormFrame, useTextFields } from '@/features/repository/item-form-frame';
import {
  hasFormErrors,
  type ItemFormErrors,
  type ItemFormValues,
  itemImagePath,
  itemNounOf,
  validateItemForm,
} from '@/features/repository/repository-items';
import {
  type SavePhase,
  useSaveRepositoryItem,
} from '@/features/repository/use-repository-actions';

function initialValues(item: RepositoryItem | null): ItemFormValues {
  return {
    name: item?.name ?? '',
    specification: item?.specification ?? '',
    purchaseLink: item?.purchase_link ?? '',
  };
}

function initialImage(item: RepositoryItem | null): ImageChoice {
  const path = item ? itemImagePath(item) : null;
  return path ? { kind: 'stored', path } : { kind: 'none' };
}

export interface ItemFormDialogProps {
  kind: RepositoryKind;
  /** The item to edit; null adds a new one. */
  item: RepositoryItem | null;
  onClose: () => void;
}

/** The add and edit dialogs of spec 4 "Repository dialogs", with the checks of spec 5. */
export function ItemFormDialog({ kind, item, onClose }: ItemFormDialogProps) {
  const noun = itemNounOf(kind);
  const save = useSaveRepositoryItem(kind);
  const [image, setImage] = useState(() => initialImage(item));
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<SavePhase | null>(null);
  const busy = phase !== null;
  const [values, field] = useTextFields(() => initialValues(item), busy);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateItemForm(kind, values);
    setErrors(found);
    setFailure(null);
    if (hasFormErrors(found)) return;
    const problem = await save({ item, values, image, onPhase: setPhase });
    setPhase(null);
    if (problem) {
      setFailure(problem);
      return;
    }
    const name = values.name.trim();
    toast.success(
      item ? `${noun} "${name}" updated.` : `${noun} "${name}" added to your repository.`,
    );
    onClose();
  }

  return (
    <ItemFormFrame
      title={item ? `Edit ${noun}` : `Add ${noun}`}
      description={
        item
          ? `Change this ${noun.toLowerCase()} everywhere you reuse it.`
          : `Keep a ${noun.toLowerCase()} here to reuse it in the steps of any project.`
      }
      submitLabel={item ? 'Save Changes' : `Add ${noun}`}
      busyLabel={phase === 'uploading' ? 'Uploading image...' : 'Saving...'}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <TextField
        label={`${noun} name`}
        autoComplete="off"
        required
        maxLength={TEXT_LIMITS.itemName}
        error={errors.name}
        {...field('name')}
      />
      <SpecificationField {...field('specification')} />
      <TextField
        label="Purchase link"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={TEXT_LIMITS.purchaseLink}
        error={errors.purchaseLink}
        {...field('purchaseLink')}
      />
      <ImagePicker
        kind={kind}
        label={`${noun} image`}
        value={image}
        onChange={setImage}
        disabled={busy}
      />
    </ItemFormFrame>
  );
}

function SpecificationField({
  onChange,
  ...props
}: {
  value: string;
  disabled: boolean;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const id = useId();
  const limit = useCharacterLimit<HTMLTextAreaElement>({
    fieldId: id,
    maxLength: TEXT_LIMITS.itemSpecification,
    value: props.value,
    onChange,
  });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Specification
      </label>
      <textarea
        id={id}
        rows={3}
        placeholder="Size, model, grade..."
        {...props}
        maxLength={TEXT_LIMITS.itemSpecification}
        onChange={limit.onChange}
        onPaste={limit.onPaste}
        aria-describedby={limit.counterId}
        className={cn(
          'resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs transition-colors',
          'placeholder:text-slate-400 hover:border-slate-400 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/25',
          'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
        )}
      />
      {limit.counter}
    </div>
  );
}
