import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  items: readonly TabItem[];
  /**
   * The panels: `TabPanel`s with matching values. Without children the tabs are a tab bar alone
   * (the screen renders the content for `value` itself).
   */
  children?: ReactNode;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
  listClassName?: string;
}

/** Tabs on Radix: arrow keys move between tabs, Home/End jump, the selected tab is announced. */
export function Tabs({
  value,
  onValueChange,
  items,
  children,
  label,
  className,
  listClassName,
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={onValueChange}
      className={cn('flex flex-col gap-4', className)}
    >
      <RadixTabs.List
        aria-label={label}
        className={cn(
          // The base line is an inset shadow under the tabs, not a border they overlap: nothing
          // spills out of the strip, so no scroll bar (and no scroll arrows) shows. A strip wider
          // than the screen still scrolls sideways, without a bar (keys, touch, wheel).
          'flex w-full gap-1 overflow-x-auto overflow-y-hidden shadow-[inset_0_-1px_0_var(--color-slate-200)] [scrollbar-width:none]',
          listClassName,
        )}
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={cn(
              'inline-flex h-10 shrink-0 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-medium whitespace-nowrap',
              'text-slate-600 transition-colors hover:border-slate-300 hover:text-slate-900',
              'focus-visible:rounded-t-lg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
              'disabled:cursor-not-allowed disabled:opacity-50',
              'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export interface TabPanelProps {
  value: string;
  children: ReactNode;
  className?: string;
}

/** The content of one tab; only the selected one is rendered. */
export function TabPanel({ value, children, className }: TabPanelProps) {
  return (
    <RadixTabs.Content
      value={value}
      className={cn(
        'focus-visible:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {children}
    </RadixTabs.Content>
  );
}
