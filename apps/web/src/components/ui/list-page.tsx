import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { Spinner } from './spinner';

export interface ListPageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons in the header, e.g. Refresh and Add. */
  actions?: ReactNode;
  /** Usually a <SearchBar>. */
  toolbar?: ReactNode;
  /** Error or success banners above the list. */
  banners?: ReactNode;
  isLoading: boolean;
  loadingLabel?: string;
  isEmpty: boolean;
  empty: ReactNode;
  /** Usually a <ResponsiveList>. */
  children: ReactNode;
  /** Usually a <Pagination>. */
  pagination?: ReactNode;
}

/** The frame every list screen shares: header with actions, search, banners, the list or its states, paging. */
export function ListPage({
  title,
  description,
  actions,
  toolbar,
  banners,
  isLoading,
  loadingLabel = 'Loading...',
  isEmpty,
  empty,
  children,
  pagination,
}: ListPageProps) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 px-4 pt-5 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-xl font-bold text-ink dark:text-white">{title}</h2>
            {description && <p className="text-sm text-slate-500 dark:text-slate-400">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
        {toolbar}
        {banners}
      </div>
      <div className="mt-4">
        {isLoading ? (
          <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-500">
            <Spinner className="text-brand-500 dark:text-brand-300" />
            <span className="text-sm">{loadingLabel}</span>
          </div>
        ) : isEmpty ? (
          empty
        ) : (
          children
        )}
      </div>
      {!isLoading && pagination}
    </Card>
  );
}

export interface ListColumn<T> {
  id: string;
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Classes for both the header and the cells, e.g. 'text-right'. */
  className?: string;
  /** A column the list is sorted by says so on its header (`aria-sort`); the header then holds the sort button. */
  sorted?: 'ascending' | 'descending' | 'none';
}

export interface ResponsiveListProps<T> {
  items: readonly T[];
  columns: readonly ListColumn<T>[];
  getKey: (item: T) => string | number;
  /** Accessible name of the table. */
  caption: string;
  /** Card layout for small screens, where the table would not fit. */
  renderCard: (item: T) => ReactNode;
  /** Row and card clicks; put a link in the row as well so the keyboard can reach the same place. */
  onItemClick?: (item: T) => void;
}

export interface DataTableProps<T> {
  items: readonly T[];
  columns: readonly ListColumn<T>[];
  getKey: (item: T) => string | number;
  /** Accessible name of the table. */
  caption: string;
  /** A row's click handler, for rows that open their record. */
  onRowClick?: (item: T) => (event: MouseEvent<HTMLElement>) => void;
  /** Classes of the scrolling box around the table, e.g. 'hidden md:block'. */
  className?: string;
}

/** The panel's table: a header row of column names, a row per item, scrolling sideways when it does not fit. */
export function DataTable<T>({ items, columns, getKey, caption, onRowClick, className }: DataTableProps<T>) {
  return (
    // Relative, so an sr-only text in a cell is clipped by this box instead of widening the page.
    <div className={cn('relative overflow-x-auto', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-100 dark:border-white/10">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sorted}
                className={cn(
                  'px-6 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={getKey(item)}
              onClick={onRowClick?.(item)}
              className={cn(
                'border-b border-slate-100 last:border-b-0 dark:border-white/5',
                onRowClick && 'cursor-pointer transition-colors hover:bg-slate-50 dark:hover:bg-white/5',
              )}
            >
              {columns.map((column) => (
                <td key={column.id} className={cn('px-6 py-3.5 align-middle', column.className)}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Clicks on a control inside the row belong to that control, not to the row. */
const fromInteractiveElement = (event: MouseEvent<HTMLElement>) => {
  if (!(event.target instanceof Element)) return false;
  const control = event.target.closest('a, button, input, select, textarea, label, [role="button"]');
  return control !== null && event.currentTarget.contains(control);
};

/** A table on wide screens and a list of cards on small ones. */
export function ResponsiveList<T>({
  items,
  columns,
  getKey,
  caption,
  renderCard,
  onItemClick,
}: ResponsiveListProps<T>) {
  const handleClick = (item: T) => (event: MouseEvent<HTMLElement>) => {
    if (!onItemClick || fromInteractiveElement(event)) return;
    onItemClick(item);
  };

  return (
    <>
      <DataTable
        items={items}
        columns={columns}
        getKey={getKey}
        caption={caption}
        onRowClick={onItemClick && handleClick}
        className="hidden md:block"
      />
      <ul aria-label={caption} className="flex flex-col gap-3 px-4 pb-4 md:hidden">
        {items.map((item) => (
          <li
            key={getKey(item)}
            onClick={handleClick(item)}
            className={cn(
              'rounded-xl border border-slate-100 p-4 dark:border-white/10',
              onItemClick && 'cursor-pointer transition-colors hover:bg-slate-50 dark:hover:bg-white/5',
            )}
          >
            {renderCard(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
