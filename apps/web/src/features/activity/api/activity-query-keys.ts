import { createQueryKeys } from '@/lib/query-keys';

/** What the Activity filters read besides the log (whose keys are `auditKeys` in lib/audit-api.ts). */
export const activityKeys = createQueryKeys('activity', (keys) => ({
  adminSearch: (search: string) => [...keys.all, 'admin-search', { search }] as const,
  admin: (id: number) => [...keys.all, 'admin', id] as const,
}));
