import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const cardClassName =
  'rounded-2xl border border-slate-200/70 bg-white shadow-[0_18px_40px_rgba(112,144,176,0.12)] dark:border-white/5 dark:bg-navy-800 dark:shadow-none';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(cardClassName, className)} {...props} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('flex flex-wrap items-center justify-between gap-3 px-6 pt-5', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-lg font-bold text-ink dark:text-white', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-6 py-5', className)} {...props} />;
}
