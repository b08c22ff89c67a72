import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { progressionResultSchema, type ProgressionResult, type ProgressionRule } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { createQueryKeys, invalidateKeys } from '@/lib/query-keys';
import { trainingDayKeys } from './training-day-query-keys';

/** The programs area's detail key (features never import each other): its weeks and volume go stale too. */
const programArea = createQueryKeys('programs');

export interface ProgressionParams {
  dayId: number;
  logId: number;
  rule: ProgressionRule;
  weeks: number;
}

/** The schema types the sets as plain records; they are the API's sets (its progression rules write them). */
export const applyProgression = async (
  { dayId, logId, rule, weeks }: ProgressionParams,
  options: { dryRun?: boolean; signal?: AbortSignal } = {},
): Promise<ProgressionResult> => {
  const result = await api.post(
    `/training-days/${dayId}/exercises/${logId}/progression`,
    options.dryRun ? { rule, weeks, dry_run: true } : { rule, weeks },
    { schema: progressionResultSchema, ...(options.signal ? { signal: options.signal } : {}) },
  );
  return result as unknown as ProgressionResult;
};

/**
 * The dry run of a progression: what each week would hold and what it would overwrite. Keyed by its input, so an
 * answer to an earlier input (a slower request) is never shown for the current one; while the next answer
 * loads, the previous one stays on screen, marked as a placeholder.
 */
export const useProgressionPreview = (params: ProgressionParams | null) =>
  useQuery({
    queryKey: trainingDayKeys.progressionPreview(
      params?.dayId ?? 0,
      params?.logId ?? 0,
      params?.rule ?? null,
      params?.weeks ?? 0,
    ),
    queryFn: ({ signal }) => applyProgression(params!, { dryRun: true, signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });

/** Writes the progression; the target days' editors and the program (its weeks, its volume) refresh. */
export const useApplyProgression = (programId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ProgressionParams) => applyProgression(params),
    onSuccess: (result) =>
      invalidateKeys(queryClient, [
        ...result.weeks.map((week) => trainingDayKeys.detail(week.training_day_id)),
        programArea.detail(programId),
      ]),
  });
};
