import { cn } from '@stepwise/ui';
import { type ReactNode, useState } from 'react';
import { CREATION_FIELD_ATTRIBUTE } from '@/features/creation/view-selectors';

export interface FileDropZoneProps {
  /** The id of the element naming the file input (the field's visible label). */
  labelledBy: string;
  describedBy?: string;
  /** The form field it is (focused on a refused submit, see `CreationForm`). */
  field?: string;
  /** A refused submit names this field: a red outline and aria-invalid. */
  invalid?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** What the zone shows; the whole zone opens the file picker. */
  children: ReactNode;
  className?: string;
}

/**
 * A file input laid over a drop zone: clicking anywhere (or Space/Enter on the focused input)
 * opens the picker, and files dropped on it are taken the same way. The files are only handed on,
 * never read here, so a 4 GB video costs nothing.
 */
export function FileDropZone({
  labelledBy,
  describedBy,
  field,
  invalid = false,
  multiple = false,
  disabled = false,
  onFiles,
  children,
  className,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const list = files ? [...files] : [];
    if (list.length > 0) onFiles(multiple ? list : list.slice(0, 1));
  };

  return (
    <div
      className={cn(
        'relative flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
        dragging
          ? 'border-brand-500 bg-brand-50'
          : invalid
            ? 'border-red-400 bg-red-50/40'
            : 'border-slate-300 bg-slate-50/60 hover:border-slate-400 hover:bg-slate-50',
        disabled && 'pointer-events-none opacity-60',
        className,
      )}
    >
      {children}
      <input
        type="file"
        accept="video/*"
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        {...(field ? { [CREATION_FIELD_ATTRIBUTE]: field } : {})}
        title=""
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        // Taken here rather than by the input's own default, the same way in every browser.
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files);
        }}
        onChange={(event) => {
          take(event.target.files);
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
      />
    </div>
  );
}
