import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export interface KeyBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The number or letter that stands for a text (a callout's number is round). */
  label: string;
  /** The shape's colour, filling the badge (its text stays dark on every palette colour). */
  paint: string;
  round?: boolean;
}

/**
 * The key of a shape whose text is listed beside it instead of drawn on a narrow frame: its
 * number or letter, dark and bold on the shape's colour.
 */
export function KeyBadge({
  label,
  paint,
  round = false,
  className,
  style,
  ...rest
}: KeyBadgeProps) {
  return (
    <span
      {...rest}
      className={cn(
        'flex h-5 min-w-5 shrink-0 items-center justify-center px-1 text-[11px] font-bold text-slate-900 ring-1 ring-slate-900/90',
        round ? 'rounded-full' : 'rounded-sm',
        className,
      )}
      style={{ background: paint, ...style }}
    >
      {label}
    </span>
  );
}
