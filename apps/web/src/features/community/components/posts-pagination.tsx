import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';

export interface PostsPaginationProps {
  currentPage: number;
  lastPage: number;
  total: number;
  from: number | null;
  to: number | null;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** Accessible name of the navigation, e.g. 'Comments pagination'. */
  label?: string;
}

const buttonClassName =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold text-slate-600 ' +
  'transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 ' +
  'disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-white/10';

function PageButton(props: {
  label: string;
  current?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-current={props.current ? 'page' : undefined}
      disabled={props.disabled}
      onClick={props.onClick}
      className={cn(
        buttonClassName,
        props.current &&
          'bg-brand-500 text-white hover:bg-brand-500 dark:bg-brand-400 dark:hover:bg-brand-400',
      )}
    >
      {props.children}
    </button>
  );
}

const Ellipsis = () => (
  <span aria-hidden className="px-1 text-slate-400">
    …
  </span>
);

/**
 * 'Showing x to y of z results', up to five page numbers with the first and last pages beyond them behind
 * ellipses (spec part 2, Community list). Hidden when everything fits on one page.
 */
export function PostsPagination({
  currentPage,
  lastPage,
  total,
  from,
  to,
  onPageChange,
  disabled = false,
  label = 'Pagination',
}: PostsPaginationProps) {
  if (lastPage <= 1) return null;
  const pages = pageWindow(currentPage, lastPage);
  const firstShown = pages[0] ?? 1;
  const lastShown = pages.at(-1) ?? lastPage;
  const goTo = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= lastPage) onPageChange(page);
  };
  const numberButton = (page: number) => (
    <PageButton
      key={page}
      label={`Page ${page}`}
      current={page === currentPage}
      disabled={disabled}
      onClick={() => goTo(page)}
    >
      {page}
    </PageButton>
  );

  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-4 py-4 sm:flex-row sm:px-6 dark:border-white/10"
    >
      <p className="text-sm text-slate-500 dark:text-slate-400">
        Showing {from ?? 0} to {to ?? 0} of {total} results
      </p>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <PageButton
          label="Previous page"
          disabled={disabled || currentPage <= 1}
          onClick={() => goTo(currentPage - 1)}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </PageButton>
        {firstShown > 1 && numberButton(1)}
        {firstShown > 2 && <Ellipsis />}
        {pages.map(numberButton)}
        {lastShown < lastPage - 1 && <Ellipsis />}
        {lastShown < lastPage && numberButton(lastPage)}
        <PageButton
          label="Next page"
          disabled={disabled || currentPage >= lastPage}
          onClick={() => goTo(currentPage + 1)}
        >
          <ChevronRight aria-hidden className="size-4" />
        </PageButton>
      </div>
    </nav>
  );
}
