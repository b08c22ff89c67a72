import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { UserSummary } from '@coachboard/contract';
import { programUsers, users } from '../../db/schema/index.js';
import { programExists } from './programs-repository.js';
import type { Queryable } from '../../lib/db-types.js';
import { containsPattern, offsetOf } from '../../lib/sql.js';
import { toUserSummary, userSummaryColumns, type UserSummaryRow } from '../../lib/user-summary.js';
import { pickerTotal } from '../../lib/picker-total.js';

/** First name, last name or e-mail contains the term, case-insensitively (pg_trgm GIN indexes on each). */
const userMatches = (term: string): SQL | undefined => {
  const pattern = containsPattern(term);
  return or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
};

/**
 * NOT IN over the program's assignments: PostgreSQL runs the subquery once into a hash (user_id is never
 * null, so NOT IN means "not assigned"); NOT EXISTS let the planner pick a merge anti-join that walked the
 * whole user_id index.
 */
const notAssignedTo = (programId: number) =>
  sql`${users.id} not in (select ${programUsers.userId} from ${programUsers} where ${programUsers.trainingProgramId} = ${programId})`;

/** An app user (not a panel account), not soft-deleted. */
const isAssignable = () => and(isNull(users.deletedAt), eq(users.role, 'user'));

/** An active (not soft-deleted) user, or null; with `assignable`, only an app user (not a panel account). */
export const findActiveUserSummary = async (
  db: Queryable,
  userId: number,
  { assignable = false } = {},
): Promise<UserSummary | null> => {
  const [user] = await db
    .select(userSummaryColumns)
    .from(users)
    .where(and(eq(users.id, userId), assignable ? isAssignable() : isNull(users.deletedAt)));
  return user ? toUserSummary(user) : null;
};

/** Assigns the user; false when the user was assigned already. */
export const insertAssignment = async (db: Queryable, programId: number, userId: number) => {
  const inserted = await db
    .insert(programUsers)
    .values({ trainingProgramId: programId, userId })
    .onConflictDoNothing()
    .returning({ userId: programUsers.userId });
  return inserted.length > 0;
};

/** Removes the assignment; false when the user was not assigned. */
export const deleteAssignment = async (db: Queryable, programId: number, userId: number) => {
  const deleted = await db
    .delete(programUsers)
    .where(and(eq(programUsers.trainingProgramId, programId), eq(programUsers.userId, userId)))
    .returning({ userId: programUsers.userId });
  return deleted.length > 0;
};

export interface UserPageQuery {
  search?: string | undefined;
  page: number;
  perPage: number;
}

export interface UserPage {
  items: UserSummary[];
  total: number;
  totalIsEstimate: boolean;
  hasMore: boolean;
}

/** Fetches one extra row to know whether another page exists, then settles the total cheaply. */
const finishPage = async (
  db: Queryable,
  rows: UserSummaryRow[],
  query: UserPageQuery,
  matching: () => PgSelect,
): Promise<UserPage> => {
  const hasMore = rows.length > query.perPage;
  const items = rows.slice(0, query.perPage).map(toUserSummary);
  const offset = offsetOf(query.page, query.perPage);
  const { total, isEstimate } = await pickerTotal(db, matching, { offset, items: items.length, hasMore });
  return { items, total, totalIsEstimate: isEstimate, hasMore };
};

/**
 * Active app users (panel accounts are not offered) not assigned to the program, newest first (the
 * users_created_at_id index order), searched on the server so the picker stays fast with any number of users.
 * Null when the program does not exist.
 */
export const listAvailableUsers = async (db: Queryable, programId: number, query: UserPageQuery) => {
  const where = and(
    isAssignable(),
    notAssignedTo(programId),
    query.search ? userMatches(query.search) : undefined,
  );
  const [exists, rows] = await Promise.all([
    programExists(db, programId),
    db
      .select(userSummaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.perPage + 1)
      .offset(offsetOf(query.page, query.perPage)),
  ]);
  if (!exists) return null;
  return finishPage(db, rows, query, () =>
    db
      .select({ one: sql`1` })
      .from(users)
      .where(where)
      .$dynamic(),
  );
};

/** Active users assigned to the program, in assignment order, searched and paged like the available list. */
export const listAssignedUsers = async (db: Queryable, programId: number, query: UserPageQuery) => {
  const where = and(
    eq(programUsers.trainingProgramId, programId),
    isNull(users.deletedAt),
    query.search ? userMatches(query.search) : undefined,
  );
  const [exists, rows] = await Promise.all([
    programExists(db, programId),
    db
      .select(userSummaryColumns)
      .from(programUsers)
      .innerJoin(users, eq(users.id, programUsers.userId))
      .where(where)
      .orderBy(asc(programUsers.assignedAt), asc(programUsers.userId))
      .limit(query.perPage + 1)
      .offset(offsetOf(query.page, query.perPage)),
  ]);
  if (!exists) return null;
  return finishPage(db, rows, query, () =>
    db
      .select({ one: sql`1` })
      .from(programUsers)
      .innerJoin(users, eq(users.id, programUsers.userId))
      .where(where)
      .$dynamic(),
  );
};
