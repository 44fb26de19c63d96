import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import { cn } from './cn';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label, linked to the switch. */
  label: string;
  /** Shown under the label and linked with aria-describedby. */
  description?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** An on/off switch (role="switch") with its label; Space toggles it. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  id,
  className,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <RadixSwitch.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'bg-slate-300 data-[state=checked]:bg-brand-600',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <RadixSwitch.Thumb className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </RadixSwitch.Root>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-xs text-slate-500">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
