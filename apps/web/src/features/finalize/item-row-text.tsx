import type { ReactNode } from 'react';

/** The name and specification of a tool or material in a list row, each cut to one line. */
export function ItemRowText({
  name,
  specification,
  children,
}: {
  name: string;
  specification: string | null | undefined;
  /** A further line under them. */
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <span className="truncate text-sm font-medium text-slate-900" title={name}>
        {name}
      </span>
      {specification ? (
        <span className="truncate text-xs text-slate-500" title={specification}>
          {specification}
        </span>
      ) : null}
      {children}
    </div>
  );
}
