import { createQueryKeys } from '@/lib/query-keys';

/** Exercise library keys; an exercise's usage nests under it, the muscle-group list stands alone. */
export const exerciseKeys = createQueryKeys('exercises', (keys) => ({
  usage: (id: number) => [...keys.detail(id), 'usage'] as const,
  muscleGroups: () => [...keys.all, 'muscle-groups'] as const,
}));
