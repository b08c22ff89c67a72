import { createQueryKeys } from '@/lib/query-keys';

/** Users query keys; a user's programs nest under the user so invalidating the user reaches them. */
export const userKeys = createQueryKeys('users', (keys) => ({
  programs: (userId: number) => [...keys.detail(userId), 'programs'] as const,
  /** Under the programs, so an assignment's invalidation reaches the schedule too. */
  schedule: (userId: number, from: string) =>
    [...keys.detail(userId), 'programs', 'schedule', { from }] as const,
  programPicker: (search: string) => [...keys.all, 'program-picker', { search }] as const,
  /** What the user's logged training says: records, and each exercise's progress under them. */
  records: (userId: number) => [...keys.detail(userId), 'records'] as const,
  progress: (userId: number, exerciseId: number) =>
    [...keys.detail(userId), 'records', 'progress', { exerciseId }] as const,
  /** Compliance over a window, the training calendar and one of its dates (the Training tab). */
  compliance: (userId: number, days: number) =>
    [...keys.detail(userId), 'training', 'compliance', { days }] as const,
  trainingCalendar: (userId: number) => [...keys.detail(userId), 'training', 'calendar'] as const,
  calendarDate: (userId: number, date: string) =>
    [...keys.detail(userId), 'training', 'date', { date }] as const,
  /** The user's nutrition targets, and under them the profile of a date (a save refreshes both). */
  nutrition: (userId: number) => [...keys.detail(userId), 'nutrition'] as const,
  nutritionDay: (userId: number, date: string) =>
    [...keys.detail(userId), 'nutrition', 'day', { date }] as const,
  nutritionTemplateChoices: () => [...keys.all, 'nutrition-template-choices'] as const,
  /** A bulk assignment's dry run, keyed by everything it was asked, so no older answer shows. */
  bulkAssignmentPreview: <const Params extends object>(programId: number, params: Params) =>
    [...keys.all, 'bulk-assignment-preview', programId, params] as const,
}));
