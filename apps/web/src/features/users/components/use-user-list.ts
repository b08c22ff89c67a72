import {
  statusFilterToIsActive,
  userMessages,
  userAttentionValues,
  userStatusFilters,
  type UserAttention,
  type UserListSort,
  type UserStatusFilter,
} from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { ATTENTION_PARAM, readAttention } from '@/lib/attention';
import { usePagedList } from '@/lib/use-paged-list';
import type { ExportUsersParams } from '../api/export-users';
import { getUsersQueryOptions } from '../api/get-users';
import { userKeys } from '../api/user-query-keys';

const SORT_PARAM = 'sort';
const FILTERS = ['status', ATTENTION_PARAM, SORT_PARAM] as const;

/** The end-date order belongs to the 'Programs ending soon' list only (the API refuses it elsewhere). */
const toSort = (attention: UserAttention | undefined, value: string | undefined): UserListSort | undefined =>
  attention === 'program_ending' && value === 'ends_on' ? 'ends_on' : undefined;

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
        sort: toSort(readAttention(userAttentionValues, filters.attention), filters.sort),
      }),
    filterNames: FILTERS,
    refreshKey: userKeys.lists(),
  });
  const status = toStatus(list.filters.status);
  const attention = readAttention(userAttentionValues, list.filters.attention);
  const sort = toSort(attention, list.filters.sort);
  // The page's own field (the paged-list hook types pages by their items only).
  const page = list.result;
  const teamMemberMatches =
    page && 'team_member_matches' in page && typeof page.team_member_matches === 'number'
      ? page.team_member_matches
      : undefined;
  const loadError = list.query.isError
    ? userMessages.loadError(errorMessage(list.query.error, userMessages.fetchUnexpected))
    : null;
  return {
    ...list,
    status,
    attention,
    sort,
    /** With a search: how many team accounts' e-mails contain the term (they are on the Team page, not here). */
    teamMemberMatches,
    setSort: (value: UserListSort | undefined) => list.setFilter(SORT_PARAM, value),
    clearAttention: () => list.setFilters({ [ATTENTION_PARAM]: undefined, [SORT_PARAM]: undefined }),
    setStatus: (value: UserStatusFilter) => list.setFilter('status', value === 'all' ? undefined : value),
    exportParams: {
      search: list.searchTerm || undefined,
      is_active: statusFilterToIsActive(status),
      attention,
    } satisfies ExportUsersParams,
    loadError,
  };
}
