import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, ProgramSummary } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type GetProgramsParams = {
  page: number;
  search?: string;
  program_type?: string;
  difficulty_level?: string;
};

export const getPrograms = (
  { page, search, program_type, difficulty_level }: GetProgramsParams,
  signal?: AbortSignal,
) =>
  api.get<Paginated<ProgramSummary>>('/training-programs', {
    query: { page, search, program_type, difficulty_level },
    signal,
  });

export const getProgramsQueryOptions = (params: GetProgramsParams) =>
  queryOptions({
    queryKey: [...programKeys.lists(), params] as const,
    queryFn: ({ signal }) => getPrograms(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePrograms = (params: GetProgramsParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getProgramsQueryOptions(params), enabled });
