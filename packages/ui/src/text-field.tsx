import { type ComponentPropsWithRef, useId } from 'react';
import { useCharacterLimit } from './character-count';
import { cn } from './cn';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Shown under the input and linked to it with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  /**
   * Something to check, not an error (e.g. "AI was unsure: check this name"): an amber outline
   * and the text under the input, linked with aria-describedby.
   */
  caution?: string | undefined;
  /**
   * (The input's own prop.) With it, a counter appears from 80% of the limit ("96/120") and
   * turns red at the limit; typing past it is prevented and a paste cut to fit is reported.
   */
  maxLength?: number | undefined;
}

export function TextField({
  label,
  error,
  hint,
  caution,
  id,
  className,
  maxLength,
  value,
  defaultValue,
  onChange,
  onPaste,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const limit = useCharacterLimit<HTMLInputElement>({
    fieldId: inputId,
    maxLength,
    value,
    defaultValue,
    onChange,
    onPaste,
  });
  const invalid = Boolean(error) || limit.overLimit;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const cautionId = caution ? `${inputId}-caution` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [hintId, cautionId, errorId, limit.counterId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        maxLength={maxLength}
        {...(value === undefined ? {} : { value })}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        onChange={limit.onChange}
        onPaste={limit.onPaste}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors',
          'placeholder:text-slate-400 focus:outline-none focus-visible:ring-3',
          'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
          invalid
            ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-500/25'
            : caution
              ? 'border-amber-400 ring-1 ring-amber-200 hover:border-amber-500 focus-visible:border-amber-500 focus-visible:ring-amber-400/30'
              : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:ring-brand-500/25',
        )}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {caution ? (
        <p id={cautionId} className="text-xs font-medium text-amber-800">
          {caution}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {limit.counter}
    </div>
  );
}
