import { createQueryKeys } from '@/lib/query-keys';

/** Programs query keys; weeks, days and available users nest under the program so its invalidation reaches them. */
export const programKeys = createQueryKeys('programs', (keys) => ({
  allWeeks: (programId: number) => [...keys.detail(programId), 'weeks', 'all'] as const,
  day: (programId: number, weekId: number, dayId: number) =>
    [...keys.detail(programId), 'weeks', weekId, 'days', dayId] as const,
  availableUsers: (programId: number, search: string) =>
    [...keys.detail(programId), 'available-users', { search }] as const,
}));
