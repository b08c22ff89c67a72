import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

export const MAX_PAGE_BUTTONS = 5;

export type TotalQualifier = 'at least';

/** Up to `size` consecutive page numbers around the current page, shifted to stay within 1..lastPage. */
export const pageWindow = (currentPage: number, lastPage: number, size = MAX_PAGE_BUTTONS) => {
  const count = Math.min(size, Math.max(lastPage, 0));
  const start = Math.max(1, Math.min(currentPage - Math.floor(size / 2), lastPage - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
};

export interface PaginationProps {
  currentPage: number;
  lastPage: number;
  total: number;
  perPage: number;
  /** The paginator's own range when it sends one; computed from page and size otherwise. */
  from?: number | null;
  to?: number | null;
  /** The total is not exact: 'Showing 1 to 20 of about 4,900 users' (an estimate), 'of at least 1,000' (a bound). */
  totalQualifier?: TotalQualifier;
  /** Plural noun in 'Showing X to Y of Z {itemLabel}'. */
  itemLabel: string;
  /** Appended after the summary, e.g. '(search results)'. */
  summarySuffix?: string;
  /** Show the bar even with a single page (search mode). */
  alwaysVisible?: boolean;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** Accessible name of the navigation, e.g. 'Comments pagination'. */
  label?: string;
  /**
   * How the bar reaches the ends: First and Last buttons, with only Previous and Next on small screens
   * ('buttons'), or the first and last page numbers behind ellipses, on every screen ('page-numbers', the
   * community lists of spec part 2).
   */
  edges?: 'buttons' | 'page-numbers';
  /** The summary above the buttons at every width, for a narrow card. */
  stacked?: boolean;
}

const Ellipsis = () => (
  <span aria-hidden className="px-1 text-slate-400">
    …
  </span>
);

const barClassName = (stacked: boolean) =>
  cn(
    'flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-4 py-4 sm:px-6 dark:border-white/10',
    !stacked && 'sm:flex-row',
  );

const iconButtonClassName =
  'inline-flex size-9 items-center justify-center rounded-lg text-sm font-semibold text-slate-600 transition-colors ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ' +
  'dark:text-slate-300 dark:hover:bg-white/10';

function PageButton({
  label,
  onClick,
  disabled,
  current,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        iconButtonClassName,
        current &&
          'bg-brand-500 text-white hover:bg-brand-500 dark:bg-brand-400 dark:text-white dark:hover:bg-brand-400',
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * 'Showing X to Y of Z …' with first, previous, up to five numbers, next and last. Small screens get only
 * Previous and Next. Hidden when everything fits on one page, unless `alwaysVisible`.
 */
export function Pagination({
  currentPage,
  lastPage,
  total,
  perPage,
  from,
  to,
  totalQualifier,
  itemLabel,
  summarySuffix,
  alwaysVisible = false,
  onPageChange,
  disabled = false,
  label = 'Pagination',
  edges = 'buttons',
  stacked = false,
}: PaginationProps) {
  if (lastPage <= 1 && !alwaysVisible) return null;

  const first = total === 0 ? 0 : (from ?? (currentPage - 1) * perPage + 1);
  const last = total === 0 ? 0 : (to ?? Math.min(currentPage * perPage, total));
  const summary = `Showing ${formatCount(first)} to ${formatCount(last)} of ${totalQualifier ? `${totalQualifier} ` : ''}${formatCount(total)} ${itemLabel}${summarySuffix ? ` ${summarySuffix}` : ''}`;
  const isFirstPage = currentPage <= 1;
  const isLastPage = currentPage >= lastPage;
  const goTo = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= lastPage) onPageChange(page);
  };
  const pages = pageWindow(currentPage, lastPage);
  const numberButton = (page: number) => (
    <PageButton
      key={page}
      label={`Page ${page}`}
      current={page === currentPage}
      disabled={disabled}
      onClick={() => goTo(page)}
      className={edges === 'page-numbers' ? 'w-auto min-w-9 px-2' : undefined}
    >
      {page}
    </PageButton>
  );
  const previousButton = (
    <PageButton
      label="Previous page"
      onClick={() => goTo(currentPage - 1)}
      disabled={disabled || isFirstPage}
    >
      <ChevronLeft aria-hidden className="size-4" />
    </PageButton>
  );
  const nextButton = (
    <PageButton label="Next page" onClick={() => goTo(currentPage + 1)} disabled={disabled || isLastPage}>
      <ChevronRight aria-hidden className="size-4" />
    </PageButton>
  );

  if (edges === 'page-numbers') {
    const firstShown = pages[0] ?? 1;
    const lastShown = pages.at(-1) ?? lastPage;
    return (
      <nav aria-label={label} className={barClassName(stacked)}>
        <p className="text-sm text-slate-500 dark:text-slate-400">{summary}</p>
        <div className="flex flex-wrap items-center justify-center gap-1">
          {previousButton}
          {firstShown > 1 && numberButton(1)}
          {firstShown > 2 && <Ellipsis />}
          {pages.map(numberButton)}
          {lastShown < lastPage - 1 && <Ellipsis />}
          {lastShown < lastPage && numberButton(lastPage)}
          {nextButton}
        </div>
      </nav>
    );
  }

  return (
    <nav aria-label={label} className={barClassName(stacked)}>
      <p className="text-sm text-slate-500 dark:text-slate-400">{summary}</p>

      <div data-testid="pagination-compact" className="flex w-full justify-between gap-2 sm:hidden">
        <button
          type="button"
          onClick={() => goTo(currentPage - 1)}
          disabled={disabled || isFirstPage}
          className={cn(
            iconButtonClassName,
            'w-auto gap-1 border border-slate-200 px-3 dark:border-white/10',
          )}
        >
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </button>
        <button
          type="button"
          onClick={() => goTo(currentPage + 1)}
          disabled={disabled || isLastPage}
          className={cn(
            iconButtonClassName,
            'w-auto gap-1 border border-slate-200 px-3 dark:border-white/10',
          )}
        >
          Next
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>

      <div data-testid="pagination-full" className="hidden items-center gap-1 sm:flex">
        <PageButton label="First page" onClick={() => goTo(1)} disabled={disabled || isFirstPage}>
          <ChevronsLeft aria-hidden className="size-4" />
        </PageButton>
        {previousButton}
        {pages.map(numberButton)}
        {nextButton}
        <PageButton label="Last page" onClick={() => goTo(lastPage)} disabled={disabled || isLastPage}>
          <ChevronsRight aria-hidden className="size-4" />
        </PageButton>
      </div>
    </nav>
  );
}
