import { createQueryKeys } from '@/lib/query-keys';

/** Users query keys; a user's programs nest under the user so invalidating the user reaches them. */
export const userKeys = createQueryKeys('users', (keys) => ({
  programs: (userId: number) => [...keys.detail(userId), 'programs'] as const,
  programPicker: (search: string) => [...keys.all, 'program-picker', { search }] as const,
}));
