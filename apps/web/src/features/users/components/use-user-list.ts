import {
  statusFilterToIsActive,
  userMessages,
  userStatusFilters,
  type UserStatusFilter,
} from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { usePagedList } from '@/lib/use-paged-list';
import { getUsersQueryOptions } from '../api/get-users';
import { userKeys } from '../api/user-query-keys';

const FILTERS = ['status'] as const;

const toStatus = (value: string | undefined): UserStatusFilter =>
  (userStatusFilters as readonly string[]).includes(value ?? '') ? (value as UserStatusFilter) : 'all';

/** The users list state: page, search term and status filter in the URL; one GET /users call per page. */
export function useUserList() {
  const list = usePagedList({
    listQuery: ({ page, searchTerm, filters }) =>
      getUsersQueryOptions({
        page,
        search: searchTerm || undefined,
        is_active: statusFilterToIsActive(toStatus(filters.status)),
      }),
    filterNames: FILTERS,
    refreshKey: userKeys.lists(),
  });
  const status = toStatus(list.filters.status);
  const loadError = list.query.isError
    ? userMessages.loadError(errorMessage(list.query.error, userMessages.fetchUnexpected))
    : null;
  return {
    ...list,
    status,
    setStatus: (value: UserStatusFilter) => list.setFilter('status', value === 'all' ? undefined : value),
    exportParams: { search: list.searchTerm || undefined, is_active: statusFilterToIsActive(status) },
    loadError,
  };
}
