import type { ReactNode, UIEventHandler } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatCount } from '@/lib/format';

interface ExerciseColumnProps {
  title: string;
  count: ReactNode;
  /** Shown instead of the list when it has no rows. */
  empty: string | null;
  onScroll?: UIEventHandler<HTMLDivElement>;
  footer?: ReactNode;
  children: ReactNode;
}

/** One column of the Manage Exercises dialog: a heading with its count and a scrolling list. */
export function ExerciseColumn({ title, count, empty, onScroll, footer, children }: ExerciseColumnProps) {
  return (
    <section
      aria-label={title}
      className="flex min-h-0 flex-col rounded-xl border border-slate-100 dark:border-white/10"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 dark:border-white/10">
        <h3 className="text-sm font-bold text-ink dark:text-white">{title}</h3>
        <Badge tone="gray">{typeof count === 'number' ? formatCount(count) : count}</Badge>
      </header>
      <div onScroll={onScroll} data-testid={`${title} list`} className="h-72 overflow-y-auto p-2 sm:h-96">
        {empty ? (
          <p className="px-2 py-8 text-center text-sm text-slate-500 dark:text-slate-400">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-1">{children}</ul>
        )}
        {footer}
      </div>
    </section>
  );
}
