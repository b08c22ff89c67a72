import { createQueryKeys } from '@/lib/query-keys';

/** Programs query keys; weeks, available and assigned users nest under the program so its invalidation reaches them. */
export const programKeys = createQueryKeys('programs', (keys) => ({
  allWeeks: (programId: number) => [...keys.detail(programId), 'weeks', 'all'] as const,
  availableUsers: (programId: number, search: string) =>
    [...keys.detail(programId), 'available-users', { search }] as const,
  /** Every page of the program's assigned users: the detail card's pages and the Manage Users column. */
  assignedUsers: (programId: number) => [...keys.detail(programId), 'assigned-users'] as const,
  assignedUsersPage: (programId: number, page: number) =>
    [...keys.detail(programId), 'assigned-users', 'page', { page }] as const,
  assignedUsersList: (programId: number, search: string) =>
    [...keys.detail(programId), 'assigned-users', 'list', { search }] as const,
  /** A template's personal copies, a page at a time. */
  copiesPage: (programId: number, page: number) => [...keys.detail(programId), 'copies', { page }] as const,
}));
