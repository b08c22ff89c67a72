import { programMessages } from '@coachboard/contract';
import { errorMessage } from '@/lib/api-client';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { usePrograms } from '../api/get-programs';
import { useSearchPrograms } from '../api/search-programs';

/**
 * The programs list state: normal mode pages through GET /training-programs, search mode (a non-empty term in
 * the URL) pages through admin-search.
 */
export function useProgramList() {
  const listParams = useListSearchParams();
  const { page, searchTerm, isSearchMode } = listParams;
  const listQuery = usePrograms({ page }, { enabled: !isSearchMode });
  const searchQuery = useSearchPrograms({ searchTerm, page }, { enabled: isSearchMode });
  const query = isSearchMode ? searchQuery : listQuery;

  const loadError = query.isError
    ? isSearchMode
      ? `Error searching programs: ${errorMessage(query.error, programMessages.searchUnexpected)}`
      : `Error loading programs: ${errorMessage(query.error, programMessages.fetchUnexpected)}`
    : null;

  return { ...listParams, query, result: query.data, loadError };
}
