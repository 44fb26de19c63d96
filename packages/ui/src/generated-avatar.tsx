import { thumbs } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { useMemo } from 'react';
import { cn } from './cn';

export interface GeneratedAvatarProps {
  /** The person's e-mail: the same seed always draws the same picture. */
  seed: string;
  /** Pixel size of the circle. */
  size?: number;
  /** Alternative text; empty (decorative) unless given. */
  alt?: string;
  className?: string;
}

/** A deterministic avatar drawn locally from a seed (no external avatar service). */
export function GeneratedAvatar({ seed, size = 32, alt = '', className }: GeneratedAvatarProps) {
  const src = useMemo(() => createAvatar(thumbs, { seed, size }).toDataUri(), [seed, size]);
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      data-generated-avatar=""
      className={cn('shrink-0 rounded-full bg-slate-100', className)}
    />
  );
}
