import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ListPage } from './list-page';
import { ListPagination, type QualifiedPage } from './list-pagination';
import { RefreshButton } from './refresh-button';

/** The part of `usePagedList`'s answer a list page without search drives. */
export interface PagedListView {
  refresh: () => void;
  setPage: (page: number) => void;
  result: QualifiedPage | undefined;
  items: readonly unknown[];
  query: {
    isFetching: boolean;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: Error | null;
  };
}

export interface CountedListPageProps {
  list: PagedListView;
  title: ReactNode;
  description?: ReactNode;
  toolbar?: ReactNode;
  /** The banner's text when the page cannot be loaded and the server said nothing. */
  loadFailed: string;
  loadingLabel: string;
  /** What an empty list says (nothing while the load failed: the banner says why). */
  empty: EmptyStateProps;
  itemLabel: string;
  /** Classes of the rows' box, which dims while the next page loads. */
  rowsClassName?: string;
  children: ReactNode;
}

/**
 * The list behind a dashboard card (what a card counts): Refresh, the load failure, the empty state, and page
 * numbers whose total shows even on one page, so it can be compared with the card's count.
 */
export function CountedListPage({
  list,
  title,
  description,
  toolbar,
  loadFailed,
  loadingLabel,
  empty,
  itemLabel,
  rowsClassName = 'transition-opacity',
  children,
}: CountedListPageProps) {
  const { query, items } = list;
  return (
    <ListPage
      title={title}
      description={description}
      actions={<RefreshButton onClick={list.refresh} isFetching={query.isFetching} />}
      toolbar={toolbar}
      banners={query.isError && <Alert>{errorMessage(query.error, loadFailed)}</Alert>}
      isLoading={query.isPending && !query.isError}
      loadingLabel={loadingLabel}
      isEmpty={items.length === 0}
      empty={!query.isError && <EmptyState {...empty} />}
      pagination={
        <ListPagination
          page={list.result}
          itemLabel={itemLabel}
          edges="page-numbers"
          alwaysVisible={items.length > 0}
          onPageChange={list.setPage}
          disabled={query.isFetching}
        />
      }
    >
      <div className={cn(rowsClassName, query.isPlaceholderData && 'opacity-60')}>{children}</div>
    </ListPage>
  );
}
