import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type AccountUpdateInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-query-keys';

/** `PATCH /account`: the member's own name. */
export const updateAccount = (input: AccountUpdateInput) =>
  api.patch('/account', input, { schema: userSchema });

export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me(), user),
  });
};
