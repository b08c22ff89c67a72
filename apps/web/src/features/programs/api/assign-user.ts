import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSummarySchema, type AssignmentMode } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export type ProgramUserVariables = { programId: number; userId: number };

/** How the user is assigned; without it the call is the specification's, with no body. */
export type AssignUserVariables = ProgramUserVariables & { startDate?: string; mode?: AssignmentMode };

export const assignUser = ({ programId, userId, startDate, mode }: AssignUserVariables) =>
  api.post(
    `/training-programs/${programId}/assign-user/${userId}`,
    startDate === undefined && mode === undefined ? undefined : { start_date: startDate, mode },
    { schema: userSummarySchema },
  );

/**
 * Marks the program and its assigned-users pages stale without refetching: the Manage Users modal moves the user
 * itself, and the page behind it refreshes only when the modal closes after a change (spec part 1 section 2).
 */
export const useAssignUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUser,
    onSuccess: (_result, { programId }) =>
      invalidateKeys(queryClient, [programKeys.detail(programId), programKeys.assignedUsers(programId)], {
        refetchType: 'none',
      }),
  });
};
