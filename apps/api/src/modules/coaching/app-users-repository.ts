import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

/**
 * Whether `id` is an app user (role `user`), deleted ones included: a coach still reads an inactive user's
 * training. A panel account has no logged training here and answers as missing.
 */
export const isAppUser = async (db: Queryable, id: number) => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')));
  return rows.length > 0;
};
