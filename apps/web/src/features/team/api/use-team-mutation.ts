import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from './team-query-keys';

/** A team mutation; the members, invitations and settings are read again after it. */
export const useTeamMutation = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
};
