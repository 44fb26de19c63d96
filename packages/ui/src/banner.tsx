import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface BannerProps {
  children: ReactNode;
  className?: string;
}

/** An inline error message, announced to assistive technology as an alert. */
export function ErrorBanner({ children, className }: BannerProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0 text-red-600" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** An inline success message, announced politely as a status. */
export function SuccessBanner({ children, className }: BannerProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800',
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-emerald-600" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
