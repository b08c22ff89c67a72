import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UpdateUserInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { userKeys } from './user-query-keys';

export type UpdateUserVariables = { userId: number; input: UpdateUserInput };

export const updateUser = ({ userId, input }: UpdateUserVariables) =>
  api.put(`/users/${userId}`, input, { schema: userSchema });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_user, { userId }) =>
      invalidateKeys(queryClient, [userKeys.detail(userId), ...userKeys.pages()]),
  });
};
