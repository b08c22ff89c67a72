import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TeamMember, TeamRole } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { users, type UserRow } from '../../db/schema/index.js';

/** Panel accounts: admins not deleted (a handful; users_team_members_idx). */
const isTeamMember = and(eq(users.role, 'admin'), isNull(users.deletedAt));

export const nameOf = (row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;

export const toTeamMember = (row: UserRow): TeamMember => ({
  id: row.id,
  name: nameOf(row),
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  team_role: row.teamRole ?? 'owner',
  two_factor: row.totpEnabledAt !== null,
  last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  active: row.deactivatedAt === null,
  deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export const listTeamMembers = async (db: Queryable) =>
  (await db.select().from(users).where(isTeamMember).orderBy(asc(users.createdAt), asc(users.id))).map(
    toTeamMember,
  );

export const findTeamMember = async (db: Queryable, id: number) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isTeamMember));
  return row;
};

/** The account (any role, not deleted) using this e-mail, compared case-insensitively. */
export const findAccountByEmail = async (db: Queryable, email: string) => {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
};

/**
 * Serialises every change that could leave the team without an active owner (role change, deactivation) for
 * the rest of the transaction, so two concurrent demotions of the last two owners cannot both pass.
 */
export const lockOwners = async (db: Queryable) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('coachboard:team-owners'))`);
};

/** Active owners other than this account (call after lockOwners). */
export const otherActiveOwners = async (db: Queryable, exceptId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        isTeamMember,
        eq(users.teamRole, 'owner'),
        isNull(users.deactivatedAt),
        sql`${users.id} <> ${exceptId}`,
      ),
    );
  return row?.n ?? 0;
};

export const setTeamRole = async (db: Queryable, id: number, teamRole: TeamRole) => {
  await db
    .update(users)
    .set({ teamRole, updatedAt: sql`now()` })
    .where(eq(users.id, id));
};

export const setDeactivated = async (db: Queryable, id: number, deactivated: boolean) => {
  await db
    .update(users)
    .set({ deactivatedAt: deactivated ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, id));
};

/** A new panel account (an accepted invitation). */
export const insertTeamMember = async (
  db: Queryable,
  values: { email: string; firstName: string; lastName: string; teamRole: TeamRole; passwordHash: string },
) => {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'admin' })
    .returning({ id: users.id });
  return row!;
};
