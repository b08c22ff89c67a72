import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM, readListState, SEARCH_PARAM } from './list-search-state';

const NO_FILTERS: readonly never[] = [];

/** An empty value removes the parameter; page 1 is left out of the URL. */
const applyChanges = (previous: URLSearchParams, changes: Record<string, string | number | undefined>) => {
  const next = new URLSearchParams(previous);
  for (const [name, value] of Object.entries(changes)) {
    const shown = name === PAGE_PARAM ? Number(value) > 1 : value !== undefined && value !== '';
    if (shown) next.set(name, String(value));
    else next.delete(name);
  }
  return next;
};

/**
 * A list screen's page, search term, search mode and extra filters (a module-level list such as `['type']`), kept in the URL so back,
 * refresh and shared links restore them. A non-empty trimmed term means search mode; page 1, an empty term and
 * an empty filter are left out of the URL. Changing the term or a filter goes back to page 1.
 */
export function useListSearchParams<const Filter extends string = never>(
  filterNames: readonly Filter[] = NO_FILTERS,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, searchTerm, filters } = useMemo(
    () => readListState(searchParams, filterNames),
    [searchParams, filterNames],
  );

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setSearchParams((previous) => applyChanges(previous, changes)),
    [setSearchParams],
  );

  const setPage = useCallback((nextPage: number) => update({ [PAGE_PARAM]: nextPage }), [update]);
  /** An empty (after trimming) term leaves search mode. */
  const search = useCallback(
    (term: string) => update({ [SEARCH_PARAM]: term.trim(), [PAGE_PARAM]: 1 }),
    [update],
  );
  const leaveSearch = useCallback(() => update({ [SEARCH_PARAM]: '', [PAGE_PARAM]: 1 }), [update]);
  /** Several filters in one change (one history entry), e.g. choosing a type and leaving a card's filter. */
  const setFilters = useCallback(
    (changes: Partial<Record<Filter, string | undefined>>) => update({ ...changes, [PAGE_PARAM]: 1 }),
    [update],
  );
  const setFilter = useCallback(
    (name: Filter, value: string | undefined) =>
      setFilters({ [name]: value } as Partial<Record<Filter, string | undefined>>),
    [setFilters],
  );

  return {
    page,
    searchTerm,
    isSearchMode: searchTerm !== '',
    filters,
    setPage,
    search,
    leaveSearch,
    setFilter,
    setFilters,
  };
}
