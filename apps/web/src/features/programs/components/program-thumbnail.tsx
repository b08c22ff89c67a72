import type { ProgramSummary } from '@coachboard/contract';
import { Dumbbell } from 'lucide-react';
import { cn } from '@/lib/cn';
import { programImageUrl } from './program-image-url';

export function ProgramThumbnail({ program, className }: { program: ProgramSummary; className?: string }) {
  const url = programImageUrl(program);
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-brand-50 text-brand-500 dark:bg-white/5 dark:text-brand-300',
        className,
      )}
    >
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Dumbbell aria-hidden data-testid="program-image-placeholder" className="size-5" />
      )}
    </span>
  );
}
