import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paginated, programSummarySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import type { GetProgramsParams } from './get-programs-params';
import { programKeys } from './program-query-keys';
import { PROGRAMS_PATH } from './programs-list-request';

/** One page of programs, as both the list and admin-search answer it. */
export const programPageSchema = paginated(programSummarySchema);

export const getPrograms = (params: GetProgramsParams, signal?: AbortSignal) =>
  api.get(PROGRAMS_PATH, { query: params, schema: programPageSchema, signal });

export const getProgramsQueryOptions = (params: GetProgramsParams) =>
  queryOptions({
    queryKey: programKeys.list(params),
    queryFn: ({ signal }) => getPrograms(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePrograms = (params: GetProgramsParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getProgramsQueryOptions(params), enabled });
