import { cn } from '@stepwise/ui';
import type { ReactNode } from 'react';

/** The content column of a signed-in screen. */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-8 px-6 py-8 lg:px-10', className)}
    >
      {children}
    </div>
  );
}
