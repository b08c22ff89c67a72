import type { ReactNode } from 'react';
import { Plus, SearchX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ListPage } from './list-page';
import type { PagedListView } from './counted-list-page';
import { ListPagination } from './list-pagination';
import { RefreshButton } from './refresh-button';
import { SearchBar, type SearchBarProps } from './search-bar';

/** The part of `usePagedList`'s answer the page drives, search included. */
export interface LibraryListState extends PagedListView {
  searchBoxKey: number;
  searchTerm: string;
  isSearchMode: boolean;
  search: (term: string) => void;
  leaveSearch: () => void;
}

export interface LibraryListPageProps {
  list: LibraryListState;
  title: ReactNode;
  description?: ReactNode;
  /** Header buttons between Refresh and the create button (Export CSV). */
  actions?: ReactNode;
  /** The create button ('Add Recipe'); left out where the caller may not create. */
  create?: { label: ReactNode; onClick: () => void };
  search: Pick<
    SearchBarProps,
    'placeholder' | 'label' | 'requireTerm' | 'clearOnlyInSearchMode' | 'className'
  >;
  /** Lays the search bar out with the screen's filters or notice; the bar alone by default. */
  toolbar?: (searchBar: ReactNode) => ReactNode;
  /** The page's load failure, shown first among the banners. */
  loadError?: ReactNode;
  banners?: ReactNode;
  loadingLabel: string;
  /** What an empty list says outside search mode. */
  empty: EmptyStateProps;
  /** What an empty search says; its icon is SearchX unless given. */
  noResults: EmptyStateProps;
  /** The pagination's 'Showing 1 to 10 of 12 recipes'. */
  itemLabel: string;
  /** Search mode says '(search results)' after the summary and keeps the bar on a single page. */
  searchSummary?: boolean;
  /** Dims the rows while the next page loads over the last one. */
  dimWhileLoading?: boolean;
  children: ReactNode;
}

/**
 * A library screen (recipes, programs, exercises, templates, meal plans): Refresh and create in the header, the
 * search bar, the load error and banners, the loading, empty and no-results states, and paging.
 */
export function LibraryListPage({
  list,
  title,
  description,
  actions,
  create,
  search,
  toolbar = (searchBar) => searchBar,
  loadError,
  banners,
  loadingLabel,
  empty,
  noResults,
  itemLabel,
  searchSummary = false,
  dimWhileLoading = false,
  children,
}: LibraryListPageProps) {
  const { query, isSearchMode } = list;
  const searchBar = (
    <SearchBar
      key={list.searchBoxKey}
      term={list.searchTerm}
      onSearch={list.search}
      onClear={list.leaveSearch}
      isSearching={isSearchMode && query.isFetching}
      {...search}
    />
  );

  return (
    <ListPage
      title={title}
      description={description}
      actions={
        <>
          <RefreshButton onClick={list.refresh} isFetching={query.isFetching} />
          {actions}
          {create && (
            <Button onClick={create.onClick}>
              <Plus aria-hidden className="size-4" />
              {create.label}
            </Button>
          )}
        </>
      }
      toolbar={toolbar(searchBar)}
      banners={
        <>
          {loadError && <Alert>{loadError}</Alert>}
          {banners}
        </>
      }
      isLoading={query.isPending && !query.isError}
      loadingLabel={loadingLabel}
      isEmpty={list.items.length === 0}
      empty={isSearchMode ? <EmptyState icon={SearchX} {...noResults} /> : <EmptyState {...empty} />}
      pagination={
        <ListPagination
          page={list.result}
          itemLabel={itemLabel}
          summarySuffix={searchSummary && isSearchMode ? '(search results)' : undefined}
          alwaysVisible={searchSummary && isSearchMode}
          onPageChange={list.setPage}
          disabled={query.isFetching}
        />
      }
    >
      {dimWhileLoading ? (
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>{children}</div>
      ) : (
        children
      )}
    </ListPage>
  );
}
