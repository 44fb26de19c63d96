import { useState } from 'react';
import { cn } from './cn';

export interface AvatarProps {
  /** The person's name or e-mail: gives the initials. */
  name: string;
  /** Picks the fallback colour, so one person looks the same everywhere (e.g. their e-mail). */
  seed?: string | null | undefined;
  src?: string | null | undefined;
  /** Pixel size of the circle. */
  size?: number;
  className?: string;
}

const palette = [
  'bg-brand-100 text-brand-800',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-800',
  'bg-rose-100 text-rose-800',
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
];

function initialsOf(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? name) : name;
  const parts = base.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0]}${parts[1]?.[0]}` : base.slice(0, 2);
  return letters.toUpperCase() || '?';
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0] ?? '';
}

/** A round picture of a person; falls back to deterministic initials when there is no image. */
export function Avatar({ name, seed, src, size = 32, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.4)) };
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt=""
        style={style}
        onError={() => setFailedSrc(src)}
        className={cn('shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold',
        colourOf(seed || name),
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
