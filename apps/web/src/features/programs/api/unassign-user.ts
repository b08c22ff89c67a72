import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSummarySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import type { ProgramUserVariables } from './assign-user';
import { programKeys } from './program-query-keys';

export const unassignUser = ({ programId, userId }: ProgramUserVariables) =>
  api.delete(`/training-programs/${programId}/unassign-user/${userId}`, { schema: userSummarySchema });

/** Like assigning: the modal moves the user itself and the page refreshes when the modal closes. */
export const useUnassignUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignUser,
    onSuccess: (_result, { programId }) =>
      invalidateKeys(queryClient, [programKeys.detail(programId), programKeys.assignedUsers(programId)], {
        refetchType: 'none',
      }),
  });
};
