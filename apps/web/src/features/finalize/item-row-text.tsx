import { cn } from '@stepwise/ui';
import type { ReactNode } from 'react';

/**
 * The name and specification of a tool or material in a list row, each cut to one line, or to
 * two where the row leaves the text little room (`lines={2}`, the shopping list on a phone).
 */
export function ItemRowText({
  name,
  specification,
  lines = 1,
  children,
}: {
  name: string;
  specification: string | null | undefined;
  lines?: 1 | 2;
  /** A further line under them. */
  children?: ReactNode;
}) {
  const cut = lines === 2 ? 'line-clamp-2 break-words' : 'truncate';
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <span className={cn(cut, 'text-sm font-medium text-slate-900')} title={name}>
        {name}
      </span>
      {specification ? (
        <span className={cn(cut, 'text-xs text-slate-500')} title={specification}>
          {specification}
        </span>
      ) : null}
      {children}
    </div>
  );
}
