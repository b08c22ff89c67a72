import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingDayEditorSchema, type CreateDayGroupInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { trainingDayKeys } from './training-day-query-keys';

export const createDayGroup = ({ dayId, input }: { dayId: number; input: CreateDayGroupInput }) =>
  api.post(`/training-days/${dayId}/groups`, input, { schema: trainingDayEditorSchema });

export const deleteDayGroup = ({ dayId, groupId }: { dayId: number; groupId: number }) =>
  api.delete(`/training-days/${dayId}/groups/${groupId}`, { schema: trainingDayEditorSchema });

/** Makes a superset or circuit of the selected exercises; the day reloads. */
export const useCreateDayGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDayGroup,
    onSuccess: (_day, { dayId }) => invalidateKeys(queryClient, [trainingDayKeys.detail(dayId)]),
  });
};

/** Ungroups a superset or circuit; the day reloads. */
export const useDeleteDayGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDayGroup,
    onSuccess: (_day, { dayId }) => invalidateKeys(queryClient, [trainingDayKeys.detail(dayId)]),
  });
};
