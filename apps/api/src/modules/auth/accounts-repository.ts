import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Queryable } from '../../lib/db-types.js';
import { nextUpdatedAt } from '../../lib/row-version.js';
import { files, users, type UserRow } from '../../db/schema/index.js';
import { toUserDto } from './user-dto.js';

/** The active (not soft-deleted) account with this e-mail, compared case-insensitively. */
export const findActiveUserByEmail = async (db: Database, email: string): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
};

/**
 * A user (deleted or not) with its profile image, in the API shape. A panel account without two-factor sign-in
 * carries `two_factor_setup_required` while the team requires it (team_settings).
 */
export const findUserDto = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({
      user: users,
      image: { id: files.id, fullPath: files.fullPath },
      teamRequiresTwoFactor: sql<boolean>`coalesce((select require_two_factor from team_settings limit 1), false)`,
    })
    .from(users)
    .leftJoin(files, eq(files.id, users.profileImageId))
    .where(eq(users.id, id));
  if (!row) return undefined;
  const dto = toUserDto(row.user, row.image);
  return row.user.role === 'admin'
    ? {
        ...dto,
        two_factor_setup_required: row.teamRequiresTwoFactor === true && row.user.totpEnabledAt === null,
      }
    : dto;
};

/** Stores a new password hash and bumps updated_at. */
export const setPasswordHash = async (db: Queryable, userId: number, passwordHash: string) => {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: nextUpdatedAt(users.updatedAt) })
    .where(eq(users.id, userId));
};

/** The signed-in member's name and password hash ('My account'). */
export const findAccountSecrets = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

/** Stores the member's own name and bumps updated_at. */
export const setAccountName = async (
  db: Queryable,
  userId: number,
  firstName: string | null,
  lastName: string | null,
) => {
  await db
    .update(users)
    .set({ firstName, lastName, updatedAt: nextUpdatedAt(users.updatedAt) })
    .where(eq(users.id, userId));
};
