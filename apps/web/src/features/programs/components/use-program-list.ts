import { programMessages } from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { usePagedList } from '@/lib/use-paged-list';
import { getProgramsQueryOptions } from '../api/get-programs';
import { programKeys } from '../api/program-query-keys';
import { searchProgramsQueryOptions } from '../api/search-programs';

/**
 * The programs list state: normal mode pages through GET /training-programs, search mode (a non-empty term in
 * the URL) pages through admin-search.
 */
export function useProgramList() {
  const list = usePagedList({
    listQuery: ({ page }) => getProgramsQueryOptions({ page }),
    searchQuery: ({ searchTerm, page }) => searchProgramsQueryOptions({ searchTerm, page }),
    refreshKey: programKeys.lists(),
  });
  const { query, isSearchMode } = list;

  const loadError = query.isError
    ? isSearchMode
      ? `Error searching programs: ${errorMessage(query.error, programMessages.searchUnexpected)}`
      : `Error loading programs: ${errorMessage(query.error, programMessages.fetchUnexpected)}`
    : null;

  return { ...list, loadError };
}
