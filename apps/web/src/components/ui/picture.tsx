import type { LucideIcon } from 'lucide-react';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface ThumbnailProps {
  /** The picture's address; the icon stands in without one. */
  url: string | null | undefined;
  icon: LucideIcon;
  /** Names the stand-in for tests ('program-image-placeholder'). */
  placeholderTestId: string;
  /** Its size, e.g. 'size-11'. */
  className?: string;
}

/** A list row's small square picture, decorative (the row names the record), or the area's icon. */
export function Thumbnail({ url, icon: Icon, placeholderTestId, className }: ThumbnailProps) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-brand-50 text-brand-500 dark:bg-white/5 dark:text-brand-300',
        className,
      )}
    >
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Icon aria-hidden data-testid={placeholderTestId} className="size-5" />
      )}
    </span>
  );
}

export interface StillImageProps {
  url: string | null | undefined;
  alt: string;
  /** Its shape, e.g. 'aspect-video'. */
  className?: string;
}

/** A detail page's picture for a team role that may not change it: no upload, no delete. */
export function StillImage({ url, alt, className }: StillImageProps) {
  return (
    <div
      className={cn(
        'flex w-full items-center justify-center overflow-hidden rounded-xl bg-slate-100 dark:bg-navy-900',
        className,
      )}
    >
      {url ? (
        <img src={url} alt={alt} className="size-full object-cover" />
      ) : (
        <ImageOff aria-hidden className="size-10 text-slate-400" />
      )}
    </div>
  );
}
