import type { RepositoryKind } from '@stepwise/contracts';
import { Button } from '@stepwise/ui';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useSignedUrl } from '@/features/files/use-signed-urls';
import { HiddenImageInput } from '@/features/repository/hidden-image-input';
import { itemKindIcon } from '@/features/repository/item-thumbnail';
import { useObjectUrl } from '@/features/repository/use-object-url';
import { uploadRefusal } from '@/features/uploads/validation';

/** The image part of the form: keep the stored one, none, or a newly chosen file. */
export type ImageChoice =
  | { kind: 'none' }
  | { kind: 'stored'; path: string }
  | { kind: 'new'; file: File };

export interface ImagePickerProps {
  kind: RepositoryKind;
  label: string;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
  disabled?: boolean;
}

/**
 * Picks the item's picture. A file that is not an image ('Please select an image file.') or is
 * 5MB or more ('Image size must be less than 5MB.') is refused here, before any upload.
 */
export function ImagePicker({ kind, label, value, onChange, disabled }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const storedUrl = useSignedUrl(value.kind === 'stored' ? value.path : null);
  const newUrl = useObjectUrl(value.kind === 'new' ? value.file : null);
  const previewUrl = value.kind === 'new' ? newUrl : storedUrl;
  const Icon = itemKindIcon(kind);

  function choose(file: File | undefined) {
    if (!file) return;
    const refusal = uploadRefusal('repository-image', file);
    setError(refusal);
    if (!refusal) onChange({ kind: 'new', file });
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {value.kind !== 'none' && previewUrl ? (
            <img src={previewUrl} alt="Selected" className="size-full object-cover" />
          ) : (
            <Icon aria-hidden="true" className="size-8 text-slate-300" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            icon={<ImagePlus aria-hidden="true" className="size-4" />}
            onClick={() => inputRef.current?.click()}
            aria-describedby={`${id}-hint`}
          >
            {value.kind === 'none' ? 'Choose image' : 'Replace image'}
          </Button>
          {value.kind !== 'none' ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={() => {
                setError(null);
                onChange({ kind: 'none' });
              }}
            >
              Remove image
            </Button>
          ) : null}
        </div>
      </div>
      <HiddenImageInput ref={inputRef} disabled={disabled} onFile={choose} />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {value.kind === 'new' ? value.file.name : 'JPG, PNG or GIF, less than 5MB.'}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
