import { cn, useCharacterLimit } from '@stepwise/ui';
import { type ComponentPropsWithRef, useId } from 'react';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  /** Shown under the textarea and linked to it with aria-describedby. */
  error?: string | undefined;
}

/**
 * A labelled multi-line text input, styled like `TextField` of `@stepwise/ui` (with `maxLength`,
 * the same character counter near the limit).
 */
export function TextAreaField({
  label,
  error,
  id,
  className,
  rows = 4,
  maxLength,
  value,
  defaultValue,
  onChange,
  onPaste,
  ...props
}: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  const limit = useCharacterLimit<HTMLTextAreaElement>({
    fieldId: inputId,
    maxLength,
    value,
    defaultValue,
    onChange,
    onPaste,
  });
  const invalid = Boolean(error) || limit.overLimit;
  const describedBy = [errorId, limit.counterId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        {...props}
        id={inputId}
        rows={rows}
        maxLength={maxLength}
        {...(value === undefined ? {} : { value })}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        onChange={limit.onChange}
        onPaste={limit.onPaste}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-20 resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs',
          'transition-colors placeholder:text-slate-400 focus:outline-none focus-visible:ring-3',
          invalid
            ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-500/25'
            : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:ring-brand-500/25',
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {limit.counter}
    </div>
  );
}
