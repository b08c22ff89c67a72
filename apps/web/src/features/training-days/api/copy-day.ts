import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { copyDayResultSchema, trainingWeekSchema, type CopyDay } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { createQueryKeys, invalidateKeys } from '@/lib/query-keys';
import { trainingDayKeys } from './training-day-query-keys';

/**
 * The programs area's keys (features never import each other): the weeks are cached under the same key as the
 * program page's weeks browser, so both share one fetch and one invalidation.
 */
const programArea = createQueryKeys('programs');
const programWeeksKey = (programId: number) => [...programArea.detail(programId), 'weeks', 'all'] as const;

/** Every week of the program with its days: the days the dialog offers. */
export const programWeeksQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: programWeeksKey(programId),
    queryFn: ({ signal }) =>
      api.get(`/training-programs/${programId}/training-weeks/all`, {
        schema: z.array(trainingWeekSchema),
        signal,
      }),
  });

export const useProgramWeeks = (programId: number) => useQuery(programWeeksQueryOptions(programId));

export const copyDay = ({ dayId, input }: { dayId: number; input: CopyDay }) =>
  api.post(`/training-days/${dayId}/copy-to`, input, { schema: copyDayResultSchema });

/** Copies a day's exercises to other days; the target days' editors and the program (its weeks) refresh. */
export const useCopyDay = (programId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyDay,
    onSuccess: (_answer, { input }) =>
      invalidateKeys(queryClient, [
        ...input.target_day_ids.map((id) => trainingDayKeys.detail(id)),
        programArea.detail(programId),
      ]),
  });
};
