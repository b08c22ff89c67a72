import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../lib/db-types.js';
import { enqueueJob } from './enqueue-job.js';

/** Measures users' kept compliance again (the coaching module's `refreshCompliance`): payload `{ user_ids }`. */
export const REFRESH_COMPLIANCE_TASK = 'refresh_compliance';
/**
 * Daily, for the passage of time: every app user's kept compliance, a batch per job, each job queueing the next
 * (payload `{ after_id, today }`; the cron's first job has none).
 */
export const REFRESH_ALL_COMPLIANCE_TASK = 'refresh_all_compliance';

/**
 * Users a job measures at most (a bulk assignment queues one job per this many; the daily measure steps by it).
 * A shutdown waits for the running jobs: at tens of milliseconds a user, 50 keep a job within seconds.
 */
export const COMPLIANCE_REFRESH_BATCH = 50;

/** Queues the daily measure's next step, after the last user the previous one measured. */
export const queueDailyComplianceStep = (db: Queryable, afterId: number, today: string) =>
  enqueueJob(db, REFRESH_ALL_COMPLIANCE_TASK, { after_id: afterId, today });

/**
 * Queues the measure of these users' kept compliance, in the transaction of the change that moves it (a logged,
 * edited or deleted workout, an assignment): it commits or rolls back with the change. Logged workouts come before
 * the coaching module that measures them, so they queue the work rather than call it. One user's pending refresh
 * is replaced by a later one (job key), so a burst of edits measures once.
 */
export const queueComplianceRefresh = async (db: Queryable, userIds: readonly number[]) => {
  const ids = [...new Set(userIds)];
  if (ids.length === 1) {
    await enqueueJob(db, REFRESH_COMPLIANCE_TASK, { user_ids: ids }, { jobKey: `compliance:${ids[0]}` });
    return;
  }
  for (let start = 0; start < ids.length; start += COMPLIANCE_REFRESH_BATCH) {
    await enqueueJob(db, REFRESH_COMPLIANCE_TASK, {
      user_ids: ids.slice(start, start + COMPLIANCE_REFRESH_BATCH),
    });
  }
};

/**
 * Queues the same measure for every user `userIds` selects (a query answering one `user_id` column), in batches
 * of COMPLIANCE_REFRESH_BATCH, as ONE statement however many users it finds: for an edit of a program that
 * hundreds follow. Each job's key is its users (one user's is the key `queueComplianceRefresh` gives it), so a
 * burst of edits of the same program replaces its pending jobs instead of adding to them.
 */
export const queueComplianceRefreshOf = async (db: Queryable, userIds: SQL) => {
  await db.execute(sql`
    select graphile_worker.add_job(
      ${REFRESH_COMPLIANCE_TASK},
      json_build_object('user_ids', batch.user_ids),
      max_attempts => 10,
      job_key => 'compliance:' || case when cardinality(batch.user_ids) = 1 then batch.user_ids[1]::text
        else 'users:' || md5(array_to_string(batch.user_ids, ',')) end)
    from (
      select array_agg(numbered.user_id order by numbered.user_id) as user_ids
      from (
        select chosen.user_id, (row_number() over (order by chosen.user_id) - 1) / ${COMPLIANCE_REFRESH_BATCH} as n
        from (select distinct selected.user_id from (${userIds}) as selected) as chosen
      ) as numbered
      group by numbered.n
    ) as batch`);
};
