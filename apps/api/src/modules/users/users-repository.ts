import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isAppUser, type User } from '@coachboard/contract';
import { files, users, type NewUserRow } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';
import { bigintArray } from '../../lib/sql.js';
import { toUserDto } from '../auth/public.js';

/** A user row with the id and path of the profile image, as the reads and the list select it. */
export const userWithImage = { user: users, image: { id: files.id, fullPath: files.fullPath } };

/** Whether any of these ids names a panel account (any role but `user`): one query. */
export const includesPanelAccount = async (db: Queryable, ids: readonly number[]) => {
  if (ids.length === 0) return false;
  const result = await db.execute(sql`
    select 1 from users where id = any(${bigintArray(ids)}) and role <> 'user' limit 1`);
  return result.rows.length > 0;
};

/** A user, deleted or not, with the profile image. */
export const findUser = async (db: Queryable, id: number): Promise<User | null> => {
  const [row] = await db
    .select(userWithImage)
    .from(users)
    .leftJoin(files, eq(files.id, users.profileImageId))
    .where(eq(users.id, id));
  return row ? toUserDto(row.user, row.image) : null;
};

/** An app user (role user), deleted or not: the users area's reads answer 404 for a panel account. */
export const findAppUser = async (db: Queryable, id: number): Promise<User | null> => {
  const user = await findUser(db, id);
  return user && isAppUser(user) ? user : null;
};

export const findUserState = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
};

export const userExists = async (db: Queryable, id: number) => (await findUserState(db, id)) !== null;

/** Whether an active account other than `exceptId` already uses this e-mail (case-insensitive). */
/** Whether any of these (soft-deleted) users' e-mails is now used by another active account: one query. */
export const restoredEmailTaken = async (db: Queryable, ids: readonly number[]) => {
  const result = await db.execute(sql`
    select 1 from users u
    where u.id = any(${bigintArray(ids)})
      and exists (select 1 from users other
                  where lower(other.email) = lower(u.email) and other.deleted_at is null and other.id <> u.id)
    limit 1`);
  return result.rows.length > 0;
};

export const activeEmailTaken = async (db: Queryable, email: string, exceptId?: number) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.deletedAt),
        exceptId === undefined ? undefined : sql`${users.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Inserts a user; null when an active account already holds the e-mail (the partial unique index). */
export const insertUser = async (db: Queryable, values: NewUserRow) => {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id ?? null;
};

/**
 * Updates the given columns and updated_at; false when there is no such user or, with `expectedUpdatedAt`,
 * the user is no longer that version.
 */
export const updateUserColumns = async (
  db: Queryable,
  id: number,
  values: Partial<NewUserRow>,
  expectedUpdatedAt?: string,
) => {
  const updated = await db
    .update(users)
    .set({ ...values, updatedAt: nextUpdatedAt(users.updatedAt) })
    .where(isRowVersion(users.id, id, users.updatedAt, expectedUpdatedAt))
    .returning({ id: users.id });
  return updated.length > 0;
};

/** Clears deleted_at; false when the user is missing or not deleted. */
export const restoreUserRow = async (db: Queryable, id: number) => {
  const updated = await db
    .update(users)
    .set({ deletedAt: null, updatedAt: nextUpdatedAt(users.updatedAt) })
    .where(and(eq(users.id, id), isNotNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
};

/**
 * Points the user at a new profile image and returns the previous file id (null when none), or undefined
 * when the user does not exist. The row is locked so two uploads replace one after the other.
 */
export const pointUserAtImage = async (db: Queryable, userId: number, fileId: number) => {
  const [current] = await db
    .select({ profileImageId: users.profileImageId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!current) return undefined;
  await db
    .update(users)
    .set({ profileImageId: fileId, updatedAt: nextUpdatedAt(users.updatedAt) })
    .where(eq(users.id, userId));
  return current.profileImageId;
};
