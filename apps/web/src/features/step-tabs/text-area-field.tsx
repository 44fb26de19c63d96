import { cn } from '@stepwise/ui';
import { type ComponentPropsWithRef, useId } from 'react';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
}

/** A labelled multi-line text input, styled like `TextField` of `@stepwise/ui`. */
export function TextAreaField({ label, id, className, rows = 4, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        {...props}
        id={inputId}
        rows={rows}
        className={cn(
          'min-h-20 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs',
          'transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:outline-none',
          'focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/25',
        )}
      />
    </div>
  );
}
