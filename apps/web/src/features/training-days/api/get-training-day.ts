import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingDayEditorSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import type { TrainingDayParams } from './training-day-params';
import { trainingDayKeys } from './training-day-query-keys';
import { trainingDayPath } from './training-day-request';

export const getTrainingDay = (params: TrainingDayParams, signal?: AbortSignal) =>
  api.get(trainingDayPath(params), { schema: trainingDayEditorSchema, signal });

export const getTrainingDayQueryOptions = (params: TrainingDayParams) =>
  queryOptions({
    queryKey: trainingDayKeys.day(params.programId, params.weekId, params.dayId),
    queryFn: ({ signal }) => getTrainingDay(params, signal),
  });

export const useTrainingDay = (params: TrainingDayParams) => useQuery(getTrainingDayQueryOptions(params));
