import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { programMessages, type UserSummary } from '@coachboard/contract';
import { conflict, notFound } from '../lib/errors.js';
import { programUsers, users } from '../db/schema/index.js';
import { programExists } from './programs-repository.js';
import {
  containsPattern,
  offsetOf,
  toUserSummary,
  type Queryable,
  type UserSummaryRow,
} from './programs-shared.js';
import { pickerTotal } from './programs-user-pages.js';

const userSummaryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  deletedAt: users.deletedAt,
};

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

const requireProgram = async (db: Queryable, programId: number) => {
  if (!(await programExists(db, programId))) throw notFound(programMessages.notFound);
};

/** An active (not soft-deleted) user; 404 otherwise. */
const requireActiveUser = async (db: Queryable, userId: number) => {
  const [user] = await db
    .select(userSummaryColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound(programMessages.userNotFound);
  return toUserSummary(user);
};

export const assignUser = async (db: Queryable, programId: number, userId: number): Promise<UserSummary> => {
  await requireProgram(db, programId);
  const user = await requireActiveUser(db, userId);
  const inserted = await db
    .insert(programUsers)
    .values({ trainingProgramId: programId, userId })
    .onConflictDoNothing()
    .returning({ userId: programUsers.userId });
  if (inserted.length === 0) throw conflict(programMessages.alreadyAssigned);
  return user;
};

export const unassignUser = async (
  db: Queryable,
  programId: number,
  userId: number,
): Promise<UserSummary> => {
  await requireProgram(db, programId);
  const user = await requireActiveUser(db, userId);
  const deleted = await db
    .delete(programUsers)
    .where(and(eq(programUsers.trainingProgramId, programId), eq(programUsers.userId, userId)))
    .returning({ userId: programUsers.userId });
  if (deleted.length === 0) throw conflict(programMessages.notAssigned);
  return user;
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
 * Active users not assigned to the program, newest first (the users_created_at_id index order), searched
 * on the server so the picker stays fast with any number of users.
 */
export const listAvailableUsers = async (db: Queryable, programId: number, query: UserPageQuery) => {
  const where = and(
    isNull(users.deletedAt),
    notAssignedTo(programId),
    query.search ? userMatches(query.search) : undefined,
  );
  const [, rows] = await Promise.all([
    requireProgram(db, programId),
    db
      .select(userSummaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.perPage + 1)
      .offset(offsetOf(query.page, query.perPage)),
  ]);
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
  const [, rows] = await Promise.all([
    requireProgram(db, programId),
    db
      .select(userSummaryColumns)
      .from(programUsers)
      .innerJoin(users, eq(users.id, programUsers.userId))
      .where(where)
      .orderBy(asc(programUsers.assignedAt), asc(programUsers.userId))
      .limit(query.perPage + 1)
      .offset(offsetOf(query.page, query.perPage)),
  ]);
  return finishPage(db, rows, query, () =>
    db
      .select({ one: sql`1` })
      .from(programUsers)
      .innerJoin(users, eq(users.id, programUsers.userId))
      .where(where)
      .$dynamic(),
  );
};
