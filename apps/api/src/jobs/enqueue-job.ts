import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Transaction } from '../lib/db-types.js';

export interface EnqueueOptions {
  /** Attempts before the job is left as failed (graphile-worker retries with exponential backoff). */
  maxAttempts?: number;
  /** Not before this moment. */
  runAt?: Date;
  /** At most one pending job per key: queueing again replaces the pending one. */
  jobKey?: string;
}

/**
 * Queues a job with graphile-worker's `add_job`. Given a transaction, the job commits or rolls back with the
 * data it belongs to: a queued mail is never lost to a crash after the answer, nor sent for a rolled-back change.
 */
export const enqueueJob = async (
  executor: Database | Transaction,
  task: string,
  payload: object,
  { maxAttempts = 10, runAt, jobKey }: EnqueueOptions = {},
) => {
  await executor.execute(sql`select graphile_worker.add_job(
    ${task},
    ${JSON.stringify(payload)}::json,
    run_at => ${runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${maxAttempts},
    job_key => ${jobKey ?? null}
  )`);
};

/** Jobs of `task` still to run (not yet succeeded, and not failed for good). */
export const pendingJobCount = async (db: Database, task: string) => {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from graphile_worker.jobs
    where task_identifier = ${task} and attempts < max_attempts`);
  return result.rows[0]?.count ?? 0;
};
