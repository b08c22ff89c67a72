import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pasteResultSchema,
  pasteUndoResultSchema,
  type PasteChoice,
  type PasteWorkoutInput,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { trainingDayKeys } from './training-day-query-keys';

export type { PasteChoice };

export const pasteWorkout = (
  { dayId, input }: { dayId: number; input: PasteWorkoutInput },
  signal?: AbortSignal,
) => api.post(`/training-days/${dayId}/paste`, input, { schema: pasteResultSchema, signal });

/** Takes a paste back off its day: the exercises it added and the sets it appended. */
export const undoPaste = ({ dayId, pasteId }: { dayId: number; pasteId: number }) =>
  api.post(`/training-days/${dayId}/paste/${pasteId}/undo`, undefined, { schema: pasteUndoResultSchema });

/** What a paste and its undo make stale: the day. */
export const pasteStaleKeys = (dayId: number) => [trainingDayKeys.detail(dayId)];

const previewInput = (text: string, choices: readonly PasteChoice[]): PasteWorkoutInput => ({
  text,
  dry_run: true,
  ...(choices.length > 0 ? { choices: [...choices] } : {}),
});

/**
 * The dry run of a text and its choices. The text is in the key, so an answer for an older text is never shown
 * as the current one (its request is aborted once no screen waits for it); the last answer stays on screen while
 * the next one loads.
 */
export const pastePreviewQueryOptions = (dayId: number, text: string, choices: readonly PasteChoice[]) => {
  const input = previewInput(text, choices);
  return queryOptions({
    queryKey: trainingDayKeys.pastePreview(dayId, input),
    queryFn: ({ signal }) => pasteWorkout({ dayId, input }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

export const usePastePreview = (
  dayId: number,
  text: string,
  choices: readonly PasteChoice[],
  enabled: boolean,
) => useQuery({ ...pastePreviewQueryOptions(dayId, text, choices), enabled });

/** Writes the pasted lines to the day; the day reloads. */
export const useApplyPaste = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { dayId: number; input: PasteWorkoutInput }) => pasteWorkout(variables),
    onSuccess: (_answer, { dayId }) => invalidateKeys(queryClient, pasteStaleKeys(dayId)),
  });
};
