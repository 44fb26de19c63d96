import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the panel (not shown). */
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * An off-canvas panel from the left edge (the sidebar on small screens), on Radix Dialog: focus
 * is trapped inside, Escape and a click on the backdrop close it.
 */
export function Drawer({ open, onOpenChange, title, children, className }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 motion-safe:data-[state=open]:animate-[stepwise-fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-64 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none',
            'motion-safe:data-[state=open]:animate-[stepwise-slide-in_200ms_ease-out]',
            className,
          )}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button inside a Drawer or Dialog that closes it. */
export const DrawerClose = RadixDialog.Close;
