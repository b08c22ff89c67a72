import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserProgramVariables } from './assign-program';
import { userKeys } from './user-query-keys';

export const unassignProgram = ({ userId, programId }: UserProgramVariables) =>
  api.delete(`/training-programs/${programId}/unassign-user/${userId}`);

export const useUnassignProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignProgram,
    onSuccess: (_result, { userId }) =>
      queryClient.invalidateQueries({ queryKey: userKeys.programs(userId) }),
  });
};
