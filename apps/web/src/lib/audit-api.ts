import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  auditEntrySchema,
  auditPageSchema,
  type AuditAttention,
  type auditListQuerySchema,
  type AuditRecordType,
} from '@coachboard/contract';
import { api } from './api-client';
import { createQueryKeys } from './query-keys';

/**
 * The audit log, shared by the Activity page and the History panel of the detail screens (features
 * cannot import each other). Every page of either nests under `auditKeys.all`, so a revert refreshes both.
 */
export const auditKeys = createQueryKeys('audit', (keys) => ({
  /** Every page of one record's history. */
  record: (type: AuditRecordType, id: number) => [...keys.all, 'record', type, id] as const,
}));

/** `GET /audit` parameters; `per_page` defaults to the contract's page size; `attention` is a dashboard card's. */
export type AuditQuery = Partial<z.output<typeof auditListQuerySchema>> & { attention?: AuditAttention };

export const getAuditPage = (query: AuditQuery, signal?: AbortSignal) =>
  api.get('/audit', { query, schema: auditPageSchema, signal });

/** One page of the Activity list: the filters and the cursor it starts after. */
export const auditPageQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAuditPage(query, signal),
    placeholderData: keepPreviousData,
  });

export const HISTORY_PAGE_SIZE = 20;

/** One record's entries, newest first; 'Show older' reads the next page by its cursor. */
export const recordHistoryQueryOptions = (type: AuditRecordType, id: number) =>
  infiniteQueryOptions({
    queryKey: auditKeys.record(type, id),
    queryFn: ({ pageParam, signal }) =>
      getAuditPage({ type, id, cursor: pageParam, per_page: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

/** `POST /audit/{entryId}/revert`: the new `revert` entry; 409 when the record changed since, 422 when it cannot be. */
export const revertAuditEntry = (entryId: number) =>
  api.post(`/audit/${entryId}/revert`, undefined, { schema: auditEntrySchema });

export const useRevertAuditEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertAuditEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
};
