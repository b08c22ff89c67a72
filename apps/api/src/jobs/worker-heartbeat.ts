import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** How often an instance says its workers are alive, and how long silence means dead. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
const DEAD_AFTER = '2 minutes';

/**
 * Unlocks the jobs of workers whose instance stopped beating. Each stale row is deleted by exactly one
 * instance (DELETE ... RETURNING), which unlocks that worker's jobs for every worker.
 */
export const reapDeadWorkers = async (pool: pg.Pool) => {
  const result = await pool.query<{ reaped: number }>(`
    with dead as (
      delete from job_workers where seen_at < now() - interval '${DEAD_AFTER}' returning worker_id
    )
    select graphile_worker.force_unlock_workers(coalesce((select array_agg(worker_id) from dead), '{}')),
           (select count(*)::int from dead) as reaped`);
  return result.rows[0]?.reaped ?? 0;
};

export interface WorkerHeartbeat {
  /** Records a worker of this instance (graphile-worker's `worker:create` event). */
  register(workerId: string): Promise<void>;
  start(): void;
  /** Stops beating and forgets this instance's workers (a graceful stop has released their jobs). */
  stop(): Promise<void>;
}

export const createWorkerHeartbeat = (pool: pg.Pool, onError: (error: unknown) => void): WorkerHeartbeat => {
  const instanceId = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  const beat = async () => {
    await pool.query('update job_workers set seen_at = now() where instance_id = $1', [instanceId]);
    await reapDeadWorkers(pool);
  };
  return {
    async register(workerId) {
      await pool.query(
        `insert into job_workers (worker_id, instance_id) values ($1, $2)
         on conflict (worker_id) do update set instance_id = excluded.instance_id, seen_at = now()`,
        [workerId, instanceId],
      );
    },
    start() {
      if (timer) return;
      void beat().catch(onError);
      timer = setInterval(() => void beat().catch(onError), HEARTBEAT_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      // Best effort: rows left behind go stale and are reaped by the next instance.
      await pool.query('delete from job_workers where instance_id = $1', [instanceId]).catch(onError);
    },
  };
};
