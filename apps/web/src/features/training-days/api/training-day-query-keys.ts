import type { ProgressionRule } from '@coachboard/contract';
import { createQueryKeys } from '@/lib/query-keys';

/** Training-day editor keys; the dialog's exercise search and the progression preview nest under their day. */
export const trainingDayKeys = createQueryKeys('training-days', (keys) => ({
  day: (programId: number, weekId: number, dayId: number) =>
    [...keys.detail(dayId), { programId, weekId }] as const,
  exerciseSearch: (dayId: number, searchTerm: string) =>
    [...keys.detail(dayId), 'exercise-search', { searchTerm }] as const,
  progressionPreview: (dayId: number, logId: number, rule: ProgressionRule | null, weeks: number) =>
    [...keys.detail(dayId), 'progression-preview', { logId, rule, weeks }] as const,
  /** A paste dry run stays outside the day's detail: refreshing the day after the paste must not run it again. */
  pastePreview: (dayId: number, input: object) => [...keys.all, 'paste-preview', dayId, input] as const,
}));
