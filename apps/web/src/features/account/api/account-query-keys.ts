import { createQueryKeys } from '@/lib/query-keys';

export const accountKeys = createQueryKeys('account', (keys) => ({
  me: () => [...keys.all, 'me'] as const,
  sessions: () => [...keys.all, 'sessions'] as const,
}));
