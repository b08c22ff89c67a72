import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { trainingWeekSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

const allWeeksSchema = z.array(trainingWeekSchema);

/** Every week of the program (at most 52), unpaged: the weeks browser needs them all for Quick Navigation. */
export const getAllTrainingWeeks = (programId: number, signal?: AbortSignal) =>
  api.get(`/training-programs/${programId}/training-weeks/all`, { schema: allWeeksSchema, signal });

export const getAllTrainingWeeksQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: programKeys.allWeeks(programId),
    queryFn: ({ signal }) => getAllTrainingWeeks(programId, signal),
  });

export const useAllTrainingWeeks = (programId: number) =>
  useQuery(getAllTrainingWeeksQueryOptions(programId));
