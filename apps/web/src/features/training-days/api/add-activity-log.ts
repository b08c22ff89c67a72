import { useMutation } from '@tanstack/react-query';
import { addedActivityLogSchema, type AddActivityLogInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export const addActivityLog = (input: AddActivityLogInput) =>
  api.post('/user-exercise-activity-logs/add-new', input, { schema: addedActivityLogSchema });

/** The dialog refreshes the day itself when it closes, so nothing is invalidated here. */
export const useAddActivityLog = () => useMutation({ mutationFn: addActivityLog });
