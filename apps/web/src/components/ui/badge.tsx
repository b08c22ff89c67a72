import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'brand' | 'gray';

const toneClasses: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/15 dark:text-yellow-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  brand: 'bg-brand-50 text-brand-600 dark:bg-brand-400/20 dark:text-brand-200',
  gray: 'bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-200',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small rounded label; `data-tone` exposes the colour to tests and styles. */
export function Badge({ tone = 'gray', className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClasses[tone],
        className,
      )}
      {...props}
    />
  );
}
