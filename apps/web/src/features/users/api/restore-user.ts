import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { userKeys } from './user-query-keys';

export const restoreUser = (userId: number) =>
  api.post(`/users/${userId}/restore`, undefined, { schema: userSchema });

export const useRestoreUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: (_user, userId) => invalidateKeys(queryClient, [userKeys.detail(userId), ...userKeys.pages()]),
  });
};
