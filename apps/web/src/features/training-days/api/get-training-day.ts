import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingDayEditorSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { trainingDayKeys } from './training-day-query-keys';

export type TrainingDayParams = { programId: number; weekId: number; dayId: number };

export const getTrainingDay = ({ programId, weekId, dayId }: TrainingDayParams, signal?: AbortSignal) =>
  api.get(`/training-programs/${programId}/training-weeks/${weekId}/training-days/${dayId}`, {
    schema: trainingDayEditorSchema,
    signal,
  });

export const getTrainingDayQueryOptions = (params: TrainingDayParams) =>
  queryOptions({
    queryKey: trainingDayKeys.day(params.programId, params.weekId, params.dayId),
    queryFn: ({ signal }) => getTrainingDay(params, signal),
  });

export const useTrainingDay = (params: TrainingDayParams) => useQuery(getTrainingDayQueryOptions(params));
