import { cn } from './cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-8',
};

export interface SpinnerProps {
  size?: SpinnerSize;
  className?: string;
}

/** A decorative spinning ring; pair it with visible text (see LoadingState). */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('shrink-0 animate-spin', sizes[size], className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface LoadingStateProps {
  label: string;
  className?: string;
}

/** A polite status region: spinner plus a visible label such as 'Loading your projects...'. */
export function LoadingState({ label, className }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-3 py-12 text-sm font-medium text-slate-500',
        className,
      )}
    >
      <Spinner className="text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
