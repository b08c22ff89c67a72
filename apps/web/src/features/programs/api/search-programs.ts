import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { programSearchQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programPageSchema } from './get-programs';
import { programKeys } from './program-query-keys';

export type SearchProgramsParams = z.output<typeof programSearchQuerySchema>;

export const searchPrograms = (params: SearchProgramsParams, signal?: AbortSignal) =>
  api.get('/training-programs/admin-search', { query: params, schema: programPageSchema, signal });

export const searchProgramsQueryOptions = (params: SearchProgramsParams) =>
  queryOptions({
    queryKey: programKeys.search(params),
    queryFn: ({ signal }) => searchPrograms(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchPrograms = (
  params: SearchProgramsParams,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...searchProgramsQueryOptions(params), enabled });
