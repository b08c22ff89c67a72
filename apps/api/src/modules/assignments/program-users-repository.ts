import { and, eq, ilike, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import {
  assignmentEndsOn,
  USER_PICKER_EXACT_TOTAL_LIMIT,
  type AssignedUser,
  type AssignmentMode,
  type UserSummary,
} from '@coachboard/contract';
import { holdsShortTerm, programUsers, trainingPrograms, users } from '../../db/schema/index.js';
import { programExists } from '../programs/public.js';
import type { Queryable } from '../../lib/db-types.js';
import { condition, equals, textSearch } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { toUserSummary, userSummaryColumns, type UserSummaryRow } from '../../lib/user-summary.js';

/** First name, last name or e-mail contains the term, case-insensitively (pg_trgm GIN indexes on each). */
const userMatches = (pattern: SQLWrapper) =>
  or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))!;

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

/** Who was assigned or unassigned, as an audit entry names them: id, name (or e-mail) and e-mail. */
export const auditUserOf = (user: {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
}) => {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return { id: user.id, name: name || user.email, email: user.email };
};

/** The user as an audit entry names them (deleted or not); null when there is no such user. */
export const userAuditSummary = async (db: Queryable, userId: number) => {
  const [user] = await db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? auditUserOf(user) : null;
};

export interface NewAssignment {
  startDate: string;
  mode: AssignmentMode;
  batchId?: string | null;
}

/**
 * Whether the user in `userId` (a column, or a value) follows the program: assigned to it (linked), or owning a
 * live personal copy of it (the copy's own assignment points at the copy). The followers are one set for
 * IN and NOT IN: PostgreSQL hashes it once for a list of users (user_id and the filtered owner_user_id are never
 * null, so NOT IN means "follows not"); for a single user given as a column (followsProgram) it plans a semi
 * join of two index lookups, the primary key and the owner index.
 */
export const followsProgramSql = (programId: number | SQLWrapper, userId: SQLWrapper) => sql`(${userId} in (
  select ${programUsers.userId} from ${programUsers} where ${programUsers.trainingProgramId} = ${programId}
  union all
  select ${trainingPrograms.ownerUserId} from ${trainingPrograms}
  where ${trainingPrograms.templateId} = ${programId} and ${trainingPrograms.ownerUserId} is not null
))`;

/** Whether the user follows the program (followsProgramSql); one statement. */
export const followsProgram = async (db: Queryable, programId: number, userId: number) => {
  const result = await db.execute(sql`
    select 1 from (select ${userId}::bigint as id) as u where ${followsProgramSql(programId, sql`u.id`)}
  `);
  return result.rows.length > 0;
};

/** Assigns the user; false when the user was assigned already. */
export const insertAssignment = async (
  db: Queryable,
  programId: number,
  userId: number,
  assignment: NewAssignment,
) => {
  const inserted = await db
    .insert(programUsers)
    .values({
      trainingProgramId: programId,
      userId,
      startDate: assignment.startDate,
      mode: assignment.mode,
      batchId: assignment.batchId ?? null,
    })
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

/**
 * Active app users not following the program, newest first (the users_created_at_id index order), searched on
 * the server so the picker stays fast with any number of users. NOT IN over the program's followers
 * (followsProgramSql): PostgreSQL runs the subquery once into a hash; NOT EXISTS let the planner pick a merge
 * anti-join that walked the whole user_id index.
 */
const availableUserList = pagedList({
  name: 'program_available_users',
  table: users,
  key: users.id,
  columns: userSummaryColumns,
  where: isAssignable(),
  orderBy: { column: users.createdAt, direction: 'desc' },
  filters: {
    notIn: condition<number>((programId) => sql`not ${followsProgramSql(programId, users.id)}`),
    search: textSearch(userMatches, { shortTerm: holdsShortTerm(users) }),
  },
  boundedTotal: { exactUpTo: USER_PICKER_EXACT_TOTAL_LIMIT, searchesOnly: false },
});

/**
 * Active users assigned to the program, in assignment order, with their assignment: a program's few thousand at
 * most, counted exactly. A template's personal copies are listed by `/copies`, each copy's user here on the copy.
 */
const assignedUserList = pagedList({
  name: 'program_assigned_users',
  table: programUsers,
  key: programUsers.userId,
  deferredJoin: false,
  columns: {
    ...userSummaryColumns,
    programId: programUsers.trainingProgramId,
    startDate: programUsers.startDate,
    mode: programUsers.mode,
    durationWeeks: trainingPrograms.durationWeeks,
  },
  innerJoins: [
    { table: users, on: eq(users.id, programUsers.userId) },
    { table: trainingPrograms, on: eq(trainingPrograms.id, programUsers.trainingProgramId) },
  ],
  where: isNull(users.deletedAt),
  orderBy: { column: programUsers.assignedAt, direction: 'asc' },
  filters: { programId: equals<number>(programUsers.trainingProgramId), search: textSearch(userMatches) },
});

/** The page of the program's users with the list's totals; null when there is no such program. */
const pickerPage = async <Page extends { items: UserSummaryRow[] }>(
  db: Queryable,
  programId: number,
  page: Promise<Page>,
) => {
  const [exists, result] = await Promise.all([programExists(db, programId), page]);
  return exists ? { ...result, items: result.items.map(toUserSummary) } : null;
};

export const listAvailableUsers = (db: Queryable, programId: number, { search, ...page }: UserPageQuery) =>
  pickerPage(db, programId, availableUserList(db, { notIn: programId, search }, page));

export const listAssignedUsers = async (
  db: Queryable,
  programId: number,
  { search, ...page }: UserPageQuery,
) => {
  const [exists, result] = await Promise.all([
    programExists(db, programId),
    assignedUserList(db, { programId, search }, page),
  ]);
  if (!exists) return null;
  const items = result.items.map(
    ({ programId: followed, startDate, mode, durationWeeks, ...user }): AssignedUser => ({
      ...toUserSummary(user),
      program_id: followed,
      start_date: startDate,
      mode,
      ends_on: assignmentEndsOn(startDate, durationWeeks),
    }),
  );
  return { ...result, items };
};

export type UserPage = NonNullable<Awaited<ReturnType<typeof listAvailableUsers>>>;
