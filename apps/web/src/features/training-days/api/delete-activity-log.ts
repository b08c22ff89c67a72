import { useMutation } from '@tanstack/react-query';
import { removedActivityLogSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

/** Takes an exercise off its day: it goes to the trash (its `trash_entry` is what an Undo restores). */
export const deleteActivityLog = (logId: number) =>
  api.delete(`/user-exercise-activity-logs/${logId}`, { schema: removedActivityLogSchema });

export const useDeleteActivityLog = () => useMutation({ mutationFn: deleteActivityLog });
