import type { PagedListState } from '@/lib/use-paged-list';
import { readListState } from '@/lib/list-search-state';
import type { GetProgramsParams } from './get-programs-params';

/** The programs list's address; its fetcher and the first load's early request send the same one. */
export const PROGRAMS_PATH = '/training-programs';

/** The list's filters in its address: 'Programs | Personal copies' (`?kind=personal_copies`). */
export const PROGRAMS_LIST_FILTERS = ['kind'] as const;

type ListFilter = (typeof PROGRAMS_LIST_FILTERS)[number];

/** `GET /training-programs`'s parameters for the list's page and filter. */
export const programsListParams = ({
  page,
  filters,
}: Pick<PagedListState<ListFilter>, 'page' | 'filters'>): GetProgramsParams => ({
  page,
  kind: filters.kind === 'personal_copies' ? 'personal_copies' : undefined,
});

/**
 * The request the programs list sends first for the query string it opens on, built without the list's modules
 * (this file is part of the first load): none in search mode, which admin-search answers.
 */
export const programsListFirstRequest = (search: URLSearchParams) => {
  const state = readListState(search, PROGRAMS_LIST_FILTERS);
  return state.searchTerm ? null : { path: PROGRAMS_PATH, query: programsListParams(state) };
};
