import { sql } from 'drizzle-orm';
import type { Queryable } from '../../lib/db-types.js';

/** One round trip to the database; throws when it is unreachable. */
export const pingDatabase = async (db: Queryable) => {
  await db.execute(sql`select 1`);
};
