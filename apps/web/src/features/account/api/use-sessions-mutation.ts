import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-query-keys';

/** A change that ends sessions: the list is reloaded after it, whether it succeeded or not. */
export const useSessionsMutation = <TInput>(mutationFn: (input: TInput) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
};
