import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { userKeys } from './user-query-keys';

export const deleteUser = (userId: number) => api.delete(`/users/${userId}`);

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, userId) =>
      invalidateKeys(queryClient, [userKeys.detail(userId), ...userKeys.pages()]),
  });
};
