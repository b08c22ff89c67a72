import { Dumbbell } from 'lucide-react';
import { cn } from '@/lib/cn';

export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-ink dark:text-white', className)}>
      <span className="flex size-9 items-center justify-center rounded-xl bg-brand-500 text-white dark:bg-brand-400">
        <Dumbbell aria-hidden className="size-5" />
      </span>
      <span className="text-xl font-bold tracking-tight">
        COACH<span className="font-medium">BOARD</span>
      </span>
    </span>
  );
}
