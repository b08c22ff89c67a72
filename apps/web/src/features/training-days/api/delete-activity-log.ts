import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteActivityLog = (logId: number) => api.delete(`/user-exercise-activity-logs/${logId}`);

export const useDeleteActivityLog = () => useMutation({ mutationFn: deleteActivityLog });
