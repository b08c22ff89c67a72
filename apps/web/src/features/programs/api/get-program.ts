import { queryOptions, useQuery } from '@tanstack/react-query';
import { programDetailSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export const getProgram = (programId: number, signal?: AbortSignal) =>
  api.get(`/training-programs/${programId}`, { schema: programDetailSchema, signal });

export const getProgramQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: programKeys.detail(programId),
    queryFn: ({ signal }) => getProgram(programId, signal),
  });

export const useProgram = (programId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getProgramQueryOptions(programId), enabled });
