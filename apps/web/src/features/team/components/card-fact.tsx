import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One labelled fact of a card (a table cell and its column header, on a narrow screen). */
export function CardFact({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {term}
      </dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
