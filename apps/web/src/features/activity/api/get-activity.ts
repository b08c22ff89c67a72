import { useQuery } from '@tanstack/react-query';
import { auditPageQueryOptions, type AuditQuery } from '@/lib/audit-api';

/** One page of the log for the Activity page: its filters and the cursor the page starts after. */
export const useActivity = (query: AuditQuery) => useQuery(auditPageQueryOptions(query));
