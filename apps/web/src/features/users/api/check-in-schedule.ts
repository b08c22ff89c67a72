import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkInScheduleSchema, type CheckInScheduleInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

/** Under the user's detail, so whatever refreshes the user refreshes the cadence too. */
const checkInScheduleKey = (userId: number) => [...userKeys.detail(userId), 'check-in-schedule'] as const;

export const getCheckInScheduleQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: checkInScheduleKey(userId),
    queryFn: ({ signal }) =>
      api.get(`/users/${userId}/check-in-schedule`, { schema: checkInScheduleSchema, signal }),
  });

export const useCheckInSchedule = (userId: number) => useQuery(getCheckInScheduleQueryOptions(userId));

export const useSaveCheckInSchedule = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInScheduleInput) =>
      api.put(`/users/${userId}/check-in-schedule`, input, { schema: checkInScheduleSchema }),
    onSuccess: (schedule) => queryClient.setQueryData(checkInScheduleKey(userId), schedule),
  });
};
