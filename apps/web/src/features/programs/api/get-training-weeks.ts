import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingWeek } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

/** Every week of the program (at most 52), unpaged: the weeks browser needs them all for Quick Navigation. */
export const getAllTrainingWeeks = (programId: number, signal?: AbortSignal) =>
  api.get<TrainingWeek[]>(`/training-programs/${programId}/training-weeks/all`, { signal });

export const getAllTrainingWeeksQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: [...programKeys.weeks(programId), 'all'] as const,
    queryFn: ({ signal }) => getAllTrainingWeeks(programId, signal),
  });

export const useAllTrainingWeeks = (programId: number) =>
  useQuery(getAllTrainingWeeksQueryOptions(programId));
