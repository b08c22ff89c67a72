import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  auditAttentionValues,
  type AuditAction,
  type AuditRecordType,
} from '@coachboard/contract';
import { ATTENTION_PARAM, readAttention } from '@/lib/attention';
import type { AuditQuery } from '@/lib/audit-api';

export const ACTIVITY_FILTERS = ['actor', 'type', 'action', 'from', 'to'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export interface ActivityFilters {
  actor?: number;
  type?: AuditRecordType;
  action?: AuditAction;
  /** Days as the date inputs give them, 'yyyy-mm-dd'. */
  from?: string;
  to?: string;
}

/** The cursors of the newer pages, newest first page as '', kept in the history entry (Back and Newer agree). */
interface PagingState {
  newer?: string[];
}

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)) ? value : undefined;

const readFilters = (params: URLSearchParams): ActivityFilters => ({
  actor: positiveInt(params.get('actor')),
  type: oneOf(AUDIT_RECORD_TYPES, params.get('type')),
  action: oneOf(AUDIT_ACTIONS, params.get('action')),
  from: day(params.get('from')),
  to: day(params.get('to')),
});

/**
 * The request of a page: the filters, with the days widened to the browser's whole days (the API compares
 * instants: `from` at 00:00 and `to` at 23:59:59.999 of the admin's own day), and the page's cursor.
 */
export const activityQuery = (filters: ActivityFilters, cursor: string | undefined): AuditQuery => ({
  actor: filters.actor,
  type: filters.type,
  action: filters.action,
  from: filters.from ? startOfDay(parseISO(filters.from)).toISOString() : undefined,
  to: filters.to ? endOfDay(parseISO(filters.to)).toISOString() : undefined,
  cursor,
});

/**
 * The Activity page's filters and page, kept in the URL (`?actor&type&action&from&to&cursor`) so a link, Back
 * and a reload show the same entries. The log has no page numbers: Older follows the answer's `next_cursor`,
 * Newer goes back through the cursors Older left behind. Changing a filter starts again from the newest.
 */
export function useActivityParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const newer = useMemo(() => (location.state as PagingState | null)?.newer ?? [], [location.state]);
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const cursor = searchParams.get('cursor') || undefined;
  // A dashboard card's filter, beside the form's own filters and cleared with them.
  const attention = readAttention(auditAttentionValues, searchParams.get(ATTENTION_PARAM));

  const setFilter = useCallback(
    (name: ActivityFilter, value: string | number | undefined) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
        next.delete('cursor');
        return next;
      }),
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  const clearAttention = useCallback(
    () =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(ATTENTION_PARAM);
        next.delete('cursor');
        return next;
      }),
    [setSearchParams],
  );

  const goToCursor = useCallback(
    (target: string | undefined, stack: string[]) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (target) next.set('cursor', target);
          else next.delete('cursor');
          return next;
        },
        { state: { newer: stack } satisfies PagingState },
      ),
    [setSearchParams],
  );

  const older = useCallback(
    (nextCursor: string) => goToCursor(nextCursor, [...newer, cursor ?? '']),
    [goToCursor, newer, cursor],
  );
  // A shared link to a later page has no stack: Newer then goes to the newest entries.
  const newerPage = useCallback(
    () => goToCursor(newer.at(-1) || undefined, newer.slice(0, -1)),
    [goToCursor, newer],
  );

  const hasFilters = ACTIVITY_FILTERS.some((name) => filters[name] !== undefined);
  return {
    filters,
    cursor,
    attention,
    query: { ...activityQuery(filters, cursor), attention },
    hasFilters,
    hasNewer: cursor !== undefined,
    setFilter,
    clearFilters,
    clearAttention,
    older,
    newer: newerPage,
  };
}
