import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { createQueryKeys, invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

/** `POST /training-programs/{programId}/weeks/{weekId}/duplicate` body: no target appends the copy as a new week. */
export interface DuplicateWeekInput {
  target_week_id?: number;
  replace?: boolean;
}

export const duplicateWeek = ({
  programId,
  weekId,
  input,
}: {
  programId: number;
  weekId: number;
  input: DuplicateWeekInput;
}) => api.post(`/training-programs/${programId}/weeks/${weekId}/duplicate`, input);

/** The day editors' area (features never import each other): a week copied onto another changes its days. */
const trainingDayArea = createQueryKeys('training-days');

/** Duplicates a week; the program (its weeks and duration) and every open day editor refresh. */
export const useDuplicateWeek = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateWeek,
    onSuccess: (_answer, { programId }) =>
      invalidateKeys(queryClient, [
        programKeys.detail(programId),
        ...programKeys.pages(),
        trainingDayArea.all,
      ]),
  });
};
