import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Paginated } from '@coachboard/contract';
import { useListSearchParams } from './use-list-search-params';

/** What a page query is built from: the URL's page, search term and filters. */
export interface PagedListState<Filter extends string> {
  page: number;
  searchTerm: string;
  filters: Partial<Record<Filter, string>>;
}

type PageQueryOptions<Item, Key extends QueryKey> = UseQueryOptions<
  Paginated<Item>,
  Error,
  Paginated<Item>,
  Key
>;

export interface UsePagedListOptions<
  Item,
  ListKey extends QueryKey,
  SearchKey extends QueryKey,
  Filter extends string,
> {
  /** Normal mode's page, e.g. `({ page }) => getProgramsQueryOptions({ page })`; gets the term too. */
  listQuery: (state: PagedListState<Filter>) => PageQueryOptions<Item, ListKey>;
  /** Search mode's page when the area searches through another endpoint (programs' admin-search). */
  searchQuery?: (state: PagedListState<Filter>) => PageQueryOptions<Item, SearchKey>;
  /** URL parameters of extra filters; a module-level constant, e.g. `['type'] as const`. */
  filterNames?: readonly Filter[];
  /** What Refresh marks stale, e.g. `programKeys.lists()`. */
  refreshKey: QueryKey;
}

/**
 * A paged list screen's state (spec part 1 section 6): page, search term, search mode and filters in the URL; the
 * page query of the current mode; a page past the end (after deletes, or an old link) moving to the last page;
 * and Refresh, which also leaves search mode and empties the search box.
 */
export function usePagedList<
  Item,
  ListKey extends QueryKey,
  SearchKey extends QueryKey = ListKey,
  const Filter extends string = never,
>({
  listQuery,
  searchQuery,
  filterNames,
  refreshKey,
}: UsePagedListOptions<Item, ListKey, SearchKey, Filter>) {
  const queryClient = useQueryClient();
  const params = useListSearchParams(filterNames);
  const { page, searchTerm, isSearchMode, filters, setPage, leaveSearch } = params;
  const state: PagedListState<Filter> = { page, searchTerm, filters };
  const usesSearchQuery = isSearchMode && searchQuery !== undefined;

  const listOptions = listQuery(state);
  const listResult = useQuery({ ...listOptions, enabled: !usesSearchQuery });
  // Hooks cannot be skipped: without a search endpoint this observes the list key, disabled, and never fetches.
  const searchOptions = searchQuery?.(state) ?? (listOptions as unknown as PageQueryOptions<Item, SearchKey>);
  const searchResult = useQuery({ ...searchOptions, enabled: usesSearchQuery });
  const query = usesSearchQuery ? searchResult : listResult;
  const result = query.data;
  const items = result?.data ?? [];

  const lastPage = result?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);

  // Remounting the search box is what empties an unsubmitted draft.
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const refresh = useCallback(() => {
    setSearchBoxKey((key) => key + 1);
    if (isSearchMode) leaveSearch();
    void queryClient.invalidateQueries({ queryKey: refreshKey });
  }, [isSearchMode, leaveSearch, queryClient, refreshKey]);

  /** After deleting a row: the last row of a page past the first steps back a page. */
  const onItemDeleted = useCallback(() => {
    if (items.length === 1 && page > 1) setPage(page - 1);
  }, [items.length, page, setPage]);

  return { ...params, query, result, items, refresh, searchBoxKey, onItemDeleted };
}
