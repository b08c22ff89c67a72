import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-query-keys';

/** The account (`/me`, with `two_factor_enabled`) is reloaded after a change of the status. */
export const useTwoFactorStatusMutation = <TInput, TOutput>(
  mutationFn: (input: TInput) => Promise<TOutput>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
};
