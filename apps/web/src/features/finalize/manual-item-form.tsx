import {
  BUY_ITEM_NAME_REQUIRED,
  coerceQuantity,
  isHttpUrl,
  messages,
  STEP_LIMITS,
} from '@stepwise/contracts';
import { Button, TextField } from '@stepwise/ui';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { BuyListItem } from '@/features/finalize/buy-list';
import { finalizeTexts as texts } from '@/features/finalize/texts';

interface FormValues {
  name: string;
  specification: string;
  quantity: string;
  purchaseLink: string;
}

interface FormErrors {
  name?: string;
  purchaseLink?: string;
}

const emptyValues: FormValues = { name: '', specification: '', quantity: '1', purchaseLink: '' };

/** Spec 5: the name is required; a purchase link must start with http:// or https://. */
export function validateManualItem(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.name.trim()) errors.name = BUY_ITEM_NAME_REQUIRED;
  const link = values.purchaseLink.trim();
  if (link && !isHttpUrl(link)) errors.purchaseLink = messages.repository.invalidPurchaseLink;
  return errors;
}

function toBuyItem(values: FormValues): BuyListItem {
  return {
    name: values.name.trim(),
    quantity: Math.min(STEP_LIMITS.quantity, coerceQuantity(values.quantity)),
    specification: values.specification.trim() || null,
    purchase_link: values.purchaseLink.trim() || null,
    image_url: null,
    image_path: null,
    source_type: 'manual',
    source_id: null,
  };
}

/** The manual add form of the buy list: name, specification, quantity and purchase link. */
export function ManualItemForm({ onAdd }: { onAdd: (item: BuyListItem) => void }) {
  const headingId = useId();
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [errors, setErrors] = useState<FormErrors>({});

  const change = (field: keyof FormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field === 'name' || field === 'purchaseLink') {
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateManualItem(values);
    setErrors(found);
    if (found.name || found.purchaseLink) return;
    onAdd(toBuyItem(values));
    setValues(emptyValues);
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {texts.manualHeading}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={texts.nameLabel}
          value={values.name}
          onChange={change('name')}
          error={errors.name}
          maxLength={STEP_LIMITS.itemName}
          required
        />
        <TextField
          label={texts.specificationLabel}
          value={values.specification}
          onChange={change('specification')}
          maxLength={STEP_LIMITS.specification}
        />
        <TextField
          label={texts.quantityField}
          type="number"
          inputMode="numeric"
          min={1}
          max={STEP_LIMITS.quantity}
          step={1}
          value={values.quantity}
          onChange={change('quantity')}
        />
        <TextField
          label={texts.purchaseLinkLabel}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.purchaseLink}
          onChange={change('purchaseLink')}
          error={errors.purchaseLink}
          hint={texts.purchaseLinkHint}
          maxLength={STEP_LIMITS.purchaseLink}
        />
      </div>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          {texts.addItem}
        </Button>
      </div>
    </form>
  );
}
