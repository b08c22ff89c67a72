import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface ErrorStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** Usually a Back or Try again button. */
  action?: ReactNode;
  className?: string;
}

/** A screen or section that could not be shown; announced as an alert. */
export function ErrorState({ title, message, action, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-2 px-6 py-12 text-center', className)}>
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-500 dark:bg-red-500/10 dark:text-red-300">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <p className="font-semibold text-ink dark:text-white">{title}</p>
      {message && <p className="max-w-md text-sm text-slate-500 dark:text-slate-400">{message}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
