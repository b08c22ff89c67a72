import { useState } from 'react';
import { youtubeThumbnailUrl } from '@coachboard/contract';
import { Dumbbell } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The medium-quality YouTube thumbnail of a video link (an 11-character video id), otherwise a placeholder.
 * Decorative: the exercise name is always written next to it.
 */
export function VideoThumbnail({ link, className }: { link: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = youtubeThumbnailUrl(link);
  const frame = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-white/10',
    className ?? 'h-12 w-20',
  );
  if (!src || failed)
    return (
      <span className={frame} data-testid="thumbnail-placeholder">
        <Dumbbell aria-hidden className="size-5 text-slate-400" />
      </span>
    );
  return (
    <span className={frame}>
      <img
        src={src}
        alt=""
        loading="lazy"
        className="size-full object-cover"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
