import { eq } from 'drizzle-orm';
import { userFullName, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

/** The account's role, whether it is deleted, and the name the panel shows; null when there is no such row. */
export const findAccount = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      deletedAt: users.deletedAt,
      name: userFullName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ? { ...row, name: row.name.trim() || row.email } : null;
};
