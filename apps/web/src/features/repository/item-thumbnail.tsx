import type { RepositoryKind } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { type LucideIcon, Package, Wrench } from 'lucide-react';
import { useState } from 'react';

/** The icon of a kind of repository item, shown where the item has no picture. */
export const itemKindIcon = (kind: RepositoryKind): LucideIcon =>
  kind === 'tools' ? Wrench : Package;

export interface ItemThumbnailProps {
  /** The signed URL of the item's image, once it is known. */
  url: string | undefined;
  /** Shown instead of the image while there is none or when it fails to load. */
  icon: LucideIcon;
  /** The frame's size and shape. */
  className: string;
  iconClassName: string;
}

/** A tool's or material's picture in a fixed frame, or its kind's icon. */
export function ItemThumbnail({ url, icon: Icon, className, iconClassName }: ItemThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden bg-slate-100',
        className,
      )}
    >
      {url && url !== failedUrl ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          onError={() => setFailedUrl(url)}
          className="size-full object-cover"
        />
      ) : (
        <Icon aria-hidden="true" className={cn('text-slate-300', iconClassName)} />
      )}
    </div>
  );
}
