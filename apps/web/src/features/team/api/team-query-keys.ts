import { createQueryKeys } from '@/lib/query-keys';

export const teamKeys = createQueryKeys('team', (keys) => ({
  members: () => [...keys.all, 'members'] as const,
  invitations: () => [...keys.all, 'invitations'] as const,
  settings: () => [...keys.all, 'settings'] as const,
}));
