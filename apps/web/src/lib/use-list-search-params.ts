import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PAGE_PARAM = 'page';
const SEARCH_PARAM = 'search';

const parsePage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A list screen's page, search term and search mode, kept in the URL so back, refresh and shared links restore
 * them. A non-empty trimmed term means search mode; page 1 and an empty term are left out of the URL.
 */
export function useListSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get(PAGE_PARAM));
  const searchTerm = (searchParams.get(SEARCH_PARAM) ?? '').trim();

  const update = useCallback(
    (changes: { page?: number; search?: string }) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (changes.search !== undefined) {
          if (changes.search) next.set(SEARCH_PARAM, changes.search);
          else next.delete(SEARCH_PARAM);
        }
        if (changes.page !== undefined) {
          if (changes.page > 1) next.set(PAGE_PARAM, String(changes.page));
          else next.delete(PAGE_PARAM);
        }
        return next;
      }),
    [setSearchParams],
  );

  const setPage = useCallback((nextPage: number) => update({ page: nextPage }), [update]);
  /** An empty (after trimming) term leaves search mode. */
  const search = useCallback((term: string) => update({ search: term.trim(), page: 1 }), [update]);
  const leaveSearch = useCallback(() => update({ search: '', page: 1 }), [update]);

  return { page, searchTerm, isSearchMode: searchTerm !== '', setPage, search, leaveSearch };
}
