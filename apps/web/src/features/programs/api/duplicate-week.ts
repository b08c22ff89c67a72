import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingWeekSchema, type DuplicateWeek } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { createQueryKeys, invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export const duplicateWeek = ({
  programId,
  weekId,
  input,
}: {
  programId: number;
  weekId: number;
  input: DuplicateWeek;
}) =>
  api.post(`/training-programs/${programId}/weeks/${weekId}/duplicate`, input, {
    schema: trainingWeekSchema,
  });

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
