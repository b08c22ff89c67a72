import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

export type UserProgramVariables = { userId: number; programId: number };

/** The programs area's assign-user route, used from the user's side. */
export const assignProgram = ({ userId, programId }: UserProgramVariables) =>
  api.post(`/training-programs/${programId}/assign-user/${userId}`);

export const useAssignProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignProgram,
    onSuccess: (_result, { userId }) =>
      queryClient.invalidateQueries({ queryKey: userKeys.programs(userId) }),
  });
};
