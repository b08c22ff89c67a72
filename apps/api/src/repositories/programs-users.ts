import { and, asc, count, desc, eq, exists, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { programMessages, type UserSummary } from '@coachboard/contract';
import { conflict, notFound } from '../lib/errors.js';
import { programUsers, users } from '../db/schema/index.js';
import { programExists } from './programs-repository.js';
import { containsPattern, offsetOf, toUserSummary, type Queryable } from './programs-shared.js';

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

const assignedTo = (programId: number) =>
  exists(
    sql`(select 1 from ${programUsers} where ${programUsers.trainingProgramId} = ${programId} and ${programUsers.userId} = ${users.id})`,
  );

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

/**
 * Active users not assigned to the program, newest first (the users_created_at_id index order), searched
 * on the server so the picker stays fast with any number of users. Two queries after the program check.
 */
export const listAvailableUsers = async (db: Queryable, programId: number, query: UserPageQuery) => {
  await requireProgram(db, programId);
  const where = and(
    isNull(users.deletedAt),
    not(assignedTo(programId)),
    query.search ? userMatches(query.search) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(userSummaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.perPage)
      .offset(offsetOf(query.page, query.perPage)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toUserSummary), total: totals?.total ?? 0 };
};

/** Active users assigned to the program, in assignment order, searched and paged like the available list. */
export const listAssignedUsers = async (db: Queryable, programId: number, query: UserPageQuery) => {
  await requireProgram(db, programId);
  const where = and(
    eq(programUsers.trainingProgramId, programId),
    isNull(users.deletedAt),
    query.search ? userMatches(query.search) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(userSummaryColumns)
      .from(programUsers)
      .innerJoin(users, eq(users.id, programUsers.userId))
      .where(where)
      .orderBy(asc(programUsers.assignedAt), asc(programUsers.userId))
      .limit(query.perPage)
      .offset(offsetOf(query.page, query.perPage)),
    db
      .select({ total: count() })
      .from(programUsers)
      .innerJoin(users, eq(users.id, programUsers.userId))
      .where(where),
  ]);
  return { items: rows.map(toUserSummary), total: totals?.total ?? 0 };
};
