import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingDayWithLogsSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type TrainingDayParams = { programId: number; weekId: number; dayId: number };

export const getTrainingDay = ({ programId, weekId, dayId }: TrainingDayParams, signal?: AbortSignal) =>
  api.get(`/training-programs/${programId}/training-weeks/${weekId}/training-days/${dayId}`, {
    schema: trainingDayWithLogsSchema,
    signal,
  });

export const getTrainingDayQueryOptions = (params: TrainingDayParams) =>
  queryOptions({
    queryKey: programKeys.day(params.programId, params.weekId, params.dayId),
    queryFn: ({ signal }) => getTrainingDay(params, signal),
  });

export const useTrainingDay = (params: TrainingDayParams) => useQuery(getTrainingDayQueryOptions(params));
