import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type CreateUserInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { userKeys } from './user-query-keys';

export const createUser = (input: CreateUserInput) => api.post('/users', input, { schema: userSchema });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateKeys(queryClient, userKeys.pages()),
  });
};
