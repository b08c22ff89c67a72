import { and, desc, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { userAttentionConditions } from './user-attention.js';
import { userFiltersToWhere, type UserListFilters } from './user-list-repository.js';

export interface ExportCursor {
  /** created_at as PostgreSQL's own text: a JS Date would drop the microseconds and skip or repeat rows. */
  createdAt: string;
  id: number;
}

const exportColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  gender: users.gender,
  dateOfBirth: users.dateOfBirth,
  height: users.height,
  role: users.role,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  cursor: sql<string>`${users.createdAt}::text`,
};

export type ExportRow = Awaited<ReturnType<typeof readExportPage>>[number];

/**
 * One keyset page of the export in list order (created_at desc, id desc): the rows after `cursor`, read
 * from the same indexes as the list, so every page costs the same however deep the export is. A dashboard
 * card's `attention` adds the very condition the list and the card's count use.
 */
export const readExportPage = async (
  db: Queryable,
  filters: UserListFilters,
  cursor: ExportCursor | null,
  limit: number,
) =>
  db
    .select(exportColumns)
    .from(users)
    .where(
      and(
        userFiltersToWhere(filters),
        filters.attention ? userAttentionConditions[filters.attention] : undefined,
        cursor
          ? sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
