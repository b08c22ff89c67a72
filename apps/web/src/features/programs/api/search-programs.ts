import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, ProgramSummary } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type SearchProgramsParams = { searchTerm: string; page: number };

export const searchPrograms = ({ searchTerm, page }: SearchProgramsParams, signal?: AbortSignal) =>
  api.get<Paginated<ProgramSummary>>('/training-programs/admin-search', {
    query: { searchTerm, page },
    signal,
  });

export const searchProgramsQueryOptions = (params: SearchProgramsParams) =>
  queryOptions({
    queryKey: [...programKeys.searches(), params] as const,
    queryFn: ({ signal }) => searchPrograms(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchPrograms = (
  params: SearchProgramsParams,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...searchProgramsQueryOptions(params), enabled });
