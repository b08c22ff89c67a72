import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { TeamDirectoryEntry } from '@coachboard/contract';
import { userFullName, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { equals, textSearch } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { nameOf } from './team-repository.js';

/**
 * The panel accounts by name for whoever reads the activity log: the Team page's accounts (admins not deleted,
 * deactivated ones too: their entries stay in the log), in the Team page's order, read through
 * users_team_members_idx (a handful of rows among every app user). The search is the users list's: the full
 * name or the e-mail contains the term.
 */
const directoryList = pagedList({
  name: 'team_directory',
  table: users,
  key: users.id,
  where: and(eq(users.role, 'admin'), isNull(users.deletedAt)),
  columns: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    teamRole: users.teamRole,
  },
  orderBy: { column: users.createdAt, direction: 'asc' },
  filters: {
    id: equals<number>(users.id),
    search: textSearch((pattern) => or(sql`${userFullName} ilike ${pattern}`, ilike(users.email, pattern))!),
  },
});

export const findDirectoryPage = async (
  db: Queryable,
  filters: { search?: string | undefined; id?: number | undefined },
  { page, perPage }: { page: number; perPage: number },
): Promise<{ items: TeamDirectoryEntry[]; total: number }> => {
  const { items, total } = await directoryList(db, filters, { page, perPage });
  return {
    items: items.map((row) => ({
      id: row.id,
      name: nameOf(row),
      email: row.email,
      // As the Team page shows an account without a team role.
      team_role: row.teamRole ?? 'owner',
    })),
    total,
  };
};
