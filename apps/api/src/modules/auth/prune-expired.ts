import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pruneRateLimits } from '../../lib/rate-limiter.js';

/** Ended sessions and used codes are kept this long after their end, so the logs and a support call can see them. */
const KEPT_AFTER_EXPIRY = '1 day';

/**
 * Deletes sessions (and, by cascade, their refresh tokens) and reset codes that expired more than a day ago,
 * and rate-limit windows that ended an hour ago. Run hourly by the job queue; each delete uses its index.
 */
export const pruneExpiredAuthRecords = async (db: Database) => {
  const sessions = await db.execute(
    sql`delete from auth_sessions where expires_at < now() - ${KEPT_AFTER_EXPIRY}::interval`,
  );
  const resetCodes = await db.execute(
    sql`delete from password_reset_codes where expires_at < now() - ${KEPT_AFTER_EXPIRY}::interval`,
  );
  await db.execute(
    sql`delete from sign_in_challenges where expires_at < now() - ${KEPT_AFTER_EXPIRY}::interval`,
  );
  await pruneRateLimits(db);
  return { sessions: sessions.rowCount ?? 0, resetCodes: resetCodes.rowCount ?? 0 };
};
