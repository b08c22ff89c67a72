import { useMutation } from '@tanstack/react-query';
import { activityLogSchema, type SetsData } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export const updateSets = ({ logId, setsData }: { logId: number; setsData: SetsData }) =>
  api.patch(`/user-exercise-activity-logs/${logId}`, { sets_data: setsData }, { schema: activityLogSchema });

export const useUpdateSets = () => useMutation({ mutationFn: updateSets });
