import {
  statusFilterToIsActive,
  userMessages,
  userAttentionValues,
  userStatusFilters,
  type UserStatusFilter,
} from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { ATTENTION_PARAM, readAttention } from '@/lib/attention';
import { usePagedList } from '@/lib/use-paged-list';
import type { ExportUsersParams } from '../api/export-users';
import { getUsersQueryOptions } from '../api/get-users';
import { userKeys } from '../api/user-query-keys';

const FILTERS = ['status', ATTENTION_PARAM] as const;

const toStatus = (value: string | undefined): UserStatusFilter =>
  (userStatusFilters as readonly string[]).includes(value ?? '') ? (value as UserStatusFilter) : 'all';

/**
 * The users list state: page, search term, status filter and a dashboard card's `attention` filter in the URL; one
 * GET /users call per page.
 */
export function useUserList() {
  const list = usePagedList({
    listQuery: ({ page, searchTerm, filters }) =>
      getUsersQueryOptions({
        page,
        search: searchTerm || undefined,
        is_active: statusFilterToIsActive(toStatus(filters.status)),
        attention: readAttention(userAttentionValues, filters.attention),
      }),
    filterNames: FILTERS,
    refreshKey: userKeys.lists(),
  });
  const status = toStatus(list.filters.status);
  const attention = readAttention(userAttentionValues, list.filters.attention);
  const loadError = list.query.isError
    ? userMessages.loadError(errorMessage(list.query.error, userMessages.fetchUnexpected))
    : null;
  return {
    ...list,
    status,
    attention,
    clearAttention: () => list.setFilter(ATTENTION_PARAM, undefined),
    setStatus: (value: UserStatusFilter) => list.setFilter('status', value === 'all' ? undefined : value),
    exportParams: {
      search: list.searchTerm || undefined,
      is_active: statusFilterToIsActive(status),
      attention,
    } satisfies ExportUsersParams,
    loadError,
  };
}
