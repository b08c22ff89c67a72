import { createQueryKeys } from '@/lib/query-keys';

export const authKeys = createQueryKeys('auth', (keys) => ({
  me: () => [...keys.all, 'me'] as const,
}));
