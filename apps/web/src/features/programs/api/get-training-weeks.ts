import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRAINING_WEEKS_PAGE_SIZE, type Paginated, type TrainingWeek } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type GetTrainingWeeksParams = { programId: number; page?: number; perPage?: number };

/** One page of weeks in sequence order, each with its 7 days (defaults page 1, 15 a page). */
export const getTrainingWeeks = (
  { programId, page = 1, perPage = TRAINING_WEEKS_PAGE_SIZE }: GetTrainingWeeksParams,
  signal?: AbortSignal,
) =>
  api.get<Paginated<TrainingWeek>>(`/training-programs/${programId}/training-weeks`, {
    query: { page, per_page: perPage },
    signal,
  });

/** Every week of the program (at most 52), unpaged: the weeks browser needs them all for Quick Navigation. */
export const getAllTrainingWeeks = (programId: number, signal?: AbortSignal) =>
  api.get<TrainingWeek[]>(`/training-programs/${programId}/training-weeks/all`, { signal });

export const getTrainingWeeksQueryOptions = (params: GetTrainingWeeksParams) =>
  queryOptions({
    queryKey: [...programKeys.weeks(params.programId), 'page', params.page ?? 1, params.perPage] as const,
    queryFn: ({ signal }) => getTrainingWeeks(params, signal),
  });

export const getAllTrainingWeeksQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: [...programKeys.weeks(programId), 'all'] as const,
    queryFn: ({ signal }) => getAllTrainingWeeks(programId, signal),
  });

export const useTrainingWeeks = (params: GetTrainingWeeksParams) =>
  useQuery(getTrainingWeeksQueryOptions(params));

export const useAllTrainingWeeks = (programId: number) =>
  useQuery(getAllTrainingWeeksQueryOptions(programId));
