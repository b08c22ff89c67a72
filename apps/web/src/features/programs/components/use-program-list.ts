import { programMessages } from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { usePagedList } from '@/lib/use-paged-list';
import { getProgramsQueryOptions } from '../api/get-programs';
import { programKeys } from '../api/program-query-keys';
import { programsListParams, PROGRAMS_LIST_FILTERS } from '../api/programs-list-request';
import { searchProgramsQueryOptions } from '../api/search-programs';
import type { ProgramKindFilterValue } from './program-kind-filter';

const toKind = (value: string | undefined): ProgramKindFilterValue =>
  value === 'personal_copies' ? 'personal_copies' : 'programs';

/**
 * The programs list state: normal mode pages through GET /training-programs, search mode (a non-empty term in
 * the URL) pages through admin-search. The 'Personal copies' filter (`?kind=personal_copies`) lists
 * only personal copies, searched through the list's own `search`.
 */
export function useProgramList() {
  const list = usePagedList({
    listQuery: (state) => getProgramsQueryOptions(programsListParams(state)),
    searchQuery: ({ searchTerm, page, filters }) =>
      searchProgramsQueryOptions({
        searchTerm,
        page,
        kind: filters.kind === 'personal_copies' ? 'personal_copies' : undefined,
      }),
    filterNames: PROGRAMS_LIST_FILTERS,
    refreshKey: programKeys.lists(),
  });
  const { query, isSearchMode } = list;
  const kind = toKind(list.filters.kind);

  const loadError = query.isError
    ? isSearchMode
      ? `Error searching programs: ${errorMessage(query.error, programMessages.searchUnexpected)}`
      : `Error loading programs: ${errorMessage(query.error, programMessages.fetchUnexpected)}`
    : null;

  return {
    ...list,
    kind,
    setKind: (value: ProgramKindFilterValue) =>
      list.setFilter('kind', value === 'programs' ? undefined : value),
    loadError,
  };
}
