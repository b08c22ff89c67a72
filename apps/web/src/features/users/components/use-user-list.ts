import {
  COMPLIANCE_LIST_PERMISSION,
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
import { useCan } from '@/lib/permissions';
import { usePagedList } from '@/lib/use-paged-list';
import type { ExportUsersParams } from '../api/export-users';
import { getUsersQueryOptions } from '../api/get-users';
import { userKeys } from '../api/user-query-keys';

const SORT_PARAM = 'sort';
const FILTERS = ['status', ATTENTION_PARAM, SORT_PARAM] as const;

/**
 * The end-date order belongs to the 'Programs ending soon' list only (the API refuses it elsewhere); the compliance
 * order to a role that may read compliance (the API refuses moderators).
 */
const toSort = (
  attention: UserAttention | undefined,
  value: string | undefined,
  mayReadCompliance: boolean,
): UserListSort | undefined => {
  if (attention === 'program_ending' && value === 'ends_on') return 'ends_on';
  if (mayReadCompliance && value === 'compliance_7d') return 'compliance_7d';
  return undefined;
};

const toStatus = (value: string | undefined): UserStatusFilter =>
  (userStatusFilters as readonly string[]).includes(value ?? '') ? (value as UserStatusFilter) : 'all';

/**
 * The users list state: page, search term, status filter and a dashboard card's `attention` filter in the URL; one
 * GET /users call per page.
 */
export function useUserList() {
  const mayReadCompliance = useCan()(COMPLIANCE_LIST_PERMISSION);
  const list = usePagedList({
    listQuery: ({ page, searchTerm, filters }) =>
      getUsersQueryOptions({
        page,
        search: searchTerm || undefined,
        is_active: statusFilterToIsActive(toStatus(filters.status)),
        attention: readAttention(userAttentionValues, filters.attention),
        sort: toSort(readAttention(userAttentionValues, filters.attention), filters.sort, mayReadCompliance),
      }),
    filterNames: FILTERS,
    refreshKey: userKeys.lists(),
  });
  const status = toStatus(list.filters.status);
  const attention = readAttention(userAttentionValues, list.filters.attention);
  const sort = toSort(attention, list.filters.sort, mayReadCompliance);
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
    /** Whether the list shows (and sorts by) the 7-day compliance: coaches and owners. */
    mayReadCompliance,
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
