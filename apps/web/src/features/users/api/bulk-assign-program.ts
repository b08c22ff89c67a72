import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignmentBatchUndoResultSchema,
  bulkAssignmentPreviewSchema,
  bulkAssignmentResultSchema,
  type AssignmentMode,
  type BulkAssignmentFilter,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { createQueryKeys, invalidateKeys } from '@/lib/query-keys';
import { userKeys } from './user-query-keys';

/** The programs area's keys (features never import each other): the program's users and copies change too. */
const programArea = createQueryKeys('programs');

/** Who is assigned: the ids picked row by row, or every user the list's filter matches. */
export type BulkAssignmentTarget = { user_ids: number[] } | { filter: BulkAssignmentFilter };

export interface BulkAssignmentParams {
  programId: number;
  target: BulkAssignmentTarget;
  startDate: string;
  mode: AssignmentMode;
}

const bodyOf = ({ target, startDate, mode }: BulkAssignmentParams, dryRun: boolean) => ({
  ...target,
  start_date: startDate,
  mode,
  ...(dryRun ? { dry_run: true } : {}),
});

export const previewBulkAssignment = (params: BulkAssignmentParams, signal?: AbortSignal) =>
  api.post(`/training-programs/${params.programId}/assignments`, bodyOf(params, true), {
    schema: bulkAssignmentPreviewSchema,
    ...(signal ? { signal } : {}),
  });

export const bulkAssignProgram = (params: BulkAssignmentParams) =>
  api.post(`/training-programs/${params.programId}/assignments`, bodyOf(params, false), {
    schema: bulkAssignmentResultSchema,
  });

export const undoAssignmentBatch = (batchId: string) =>
  api.post(`/assignment-batches/${batchId}/undo`, undefined, { schema: assignmentBatchUndoResultSchema });

/**
 * The dry run: how many would be assigned and who is skipped, and why. Keyed by its whole input, so an answer to
 * an earlier choice (a slower request) never shows for the current one; the previous answer stays on screen,
 * marked as a placeholder, while the next one loads.
 */
export const useBulkAssignmentPreview = (params: BulkAssignmentParams | null) =>
  useQuery({
    queryKey: userKeys.bulkAssignmentPreview(params?.programId ?? 0, {
      target: params?.target ?? null,
      startDate: params?.startDate ?? null,
      mode: params?.mode ?? null,
    }),
    queryFn: ({ signal }) => previewBulkAssignment(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * What an assignment and its undo make stale: the users' programs and schedules, and the programs area (the
 * program's users and copies, the 'Personal copies' list).
 */
export const bulkAssignmentStaleKeys = () => [userKeys.all, programArea.all];

export const useBulkAssignProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAssignProgram,
    onSuccess: () => invalidateKeys(queryClient, bulkAssignmentStaleKeys()),
  });
};
