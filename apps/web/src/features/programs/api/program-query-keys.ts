import { createQueryKeys } from '@/lib/query-keys';

/** Programs query keys; weeks and available users nest under the program so its invalidation reaches them. */
export const programKeys = createQueryKeys('programs', (keys) => ({
  allWeeks: (programId: number) => [...keys.detail(programId), 'weeks', 'all'] as const,
  availableUsers: (programId: number, search: string) =>
    [...keys.detail(programId), 'available-users', { search }] as const,
}));
