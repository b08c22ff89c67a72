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
