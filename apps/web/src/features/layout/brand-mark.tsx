import { cn } from '@stepwise/ui';

/** The Stepwise logo: a rising staircase on the brand colour. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M7 24h6v-5.5h6V13h6V7.5"
        fill="none"
        stroke="white"
        strokeWidth="2.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
