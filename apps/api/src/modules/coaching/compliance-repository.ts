import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

/** A user's kept figures (the users list's column and the 'Compliance dropped' card read them). */
export interface KeptCompliance {
  userId: number;
  compliance7d: number | null;
  compliance30d: number | null;
  lastTrainingDay: string | null;
  measuredOn: string;
}

/**
 * Writes users' kept compliance, one statement for the batch; a row whose figures did not change is left alone
 * (no dead tuple for a daily measure that changed nothing).
 */
export const keepCompliance = async (db: Queryable, rows: readonly KeptCompliance[]) => {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.userId}::bigint, ${row.compliance7d}::numeric, ${row.compliance30d}::numeric, ${row.lastTrainingDay}::date, ${row.measuredOn}::date)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${users} u set compliance_7d = v.c7, compliance_30d = v.c30, last_training_day = v.last_day,
      compliance_measured_on = v.measured_on
    from (values ${values}) as v(user_id, c7, c30, last_day, measured_on)
    where u.id = v.user_id and u.role = 'user'
      and (u.compliance_7d, u.compliance_30d, u.last_training_day, u.compliance_measured_on)
        is distinct from (v.c7, v.c30, v.last_day, v.measured_on)`);
};

/** The next `limit` active app users after `afterId`, by id (the daily measure's batches). */
export const appUserIdsAfter = async (db: Queryable, afterId: number, limit: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'user'), isNull(users.deletedAt), gt(users.id, afterId)))
      .orderBy(asc(users.id))
      .limit(limit)
  ).map((row) => row.id);

/** Which of these ids are app users (a job's payload may name a user deleted since). */
export const appUserIdsAmong = async (db: Queryable, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, [...ids]), eq(users.role, 'user')))
      ).map((row) => row.id);
