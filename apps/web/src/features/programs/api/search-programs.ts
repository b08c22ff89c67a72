import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { programSearchQuerySchema, ProgramListKind } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { getPrograms, programPageSchema } from './get-programs';
import { programKeys } from './program-query-keys';

export type SearchProgramsParams = z.output<typeof programSearchQuerySchema>;

export const searchPrograms = (params: SearchProgramsParams, signal?: AbortSignal) =>
  api.get('/training-programs/admin-search', { query: params, schema: programPageSchema, signal });

/** Search mode; with `kind` (the 'Personal copies' filter) the list's own search, which knows the filter. */
export const searchProgramsQueryOptions = ({
  kind,
  ...params
}: SearchProgramsParams & { kind?: ProgramListKind | undefined }) =>
  queryOptions({
    queryKey: programKeys.search({ ...params, kind }),
    queryFn: ({ signal }) =>
      kind
        ? getPrograms({ page: params.page, search: params.searchTerm, kind }, signal)
        : searchPrograms(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchPrograms = (
  params: SearchProgramsParams,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...searchProgramsQueryOptions(params), enabled });
