import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import {
  Logger,
  parseCronItems,
  run,
  type CronItem,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import type pg from 'pg';
import { createWorkerHeartbeat } from './worker-heartbeat.js';

export interface JobRunnerOptions {
  pool: pg.Pool;
  tasks: TaskList;
  schedule: CronItem[];
  log: FastifyBaseLogger;
  /** Jobs this instance runs at once. */
  concurrency?: number;
  /** How long a stop waits for running jobs before failing them (STOP_GRACE_MS). */
  stopGraceMs?: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Lets running jobs finish (graphile-worker's graceful stop), then releases its connections. */
  stop(): Promise<void>;
}

/**
 * What of graphile-worker's log metadata is kept: never the job itself, whose payload may hold a mail with a
 * reset code.
 */
const safeMeta = (meta: Record<string, unknown> | undefined) => {
  if (!meta) return {};
  const { job, error, ...rest } = meta as { job?: { id?: unknown; attempts?: unknown }; error?: unknown };
  const scalars = Object.entries(rest).filter(([, value]) => typeof value !== 'object' || value === null);
  return {
    ...Object.fromEntries(scalars),
    ...(job ? { jobId: job.id, attempts: job.attempts } : {}),
    ...(error instanceof Error ? { error: error.message } : {}),
  };
};

/** graphile-worker's log lines go to the app's logger, under `jobs`. */
const workerLogger = (log: FastifyBaseLogger) =>
  new Logger((scope) => (level, message, meta) => {
    const details = { jobs: { ...scope, ...safeMeta(meta) } };
    if (level === 'error') log.error(details, message);
    else if (level === 'warning') log.warn(details, message);
    else if (level === 'info') log.info(details, message);
    else log.debug(details, message);
  });

/**
 * How long a stop waits for running jobs. The queue aborts their signal after 5 s (graphile-worker's
 * gracefulShutdownAbortTimeout) and the long tasks end on it. A task that ignores it is left running and its job
 * locked: this instance's heartbeat stops with it, so another instance (or the next start) unlocks the job after
 * the heartbeat's 2 minutes and runs it again, and the process's shutdown deadline is never spent on a job.
 */
const STOP_GRACE_MS = 10_000;

const stopWithin = async (runner: Runner, graceMs: number, log: FastifyBaseLogger) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const stopping = runner.stop().then(() => 'stopped' as const);
  const outcome = await Promise.race([stopping, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    stopping.catch(() => undefined);
    log.warn('Running jobs did not finish in time: left locked for the heartbeat to hand over');
  }
};

/**
 * Every instance runs a worker: jobs are fetched with SKIP LOCKED, so each runs once across all instances, and
 * LISTEN/NOTIFY wakes a worker as soon as a job is queued. Scheduled tasks are claimed through
 * graphile-worker's known-crontabs row, so a schedule fires once per slot however many instances run it.
 */
export const createJobRunner = ({
  pool,
  tasks,
  schedule,
  log,
  concurrency = 2,
  stopGraceMs = STOP_GRACE_MS,
}: JobRunnerOptions): JobRunner => {
  let runner: Runner | undefined;
  const heartbeat = createWorkerHeartbeat(pool, (error) =>
    log.warn({ err: error }, 'Job worker heartbeat failed'),
  );
  const events: WorkerEvents = new EventEmitter();
  // Which jobs a stop waits for: the one clue to a slow shutdown.
  const running = new Map<string, string>();
  events.on('job:start', ({ job }) => running.set(job.id, job.task_identifier));
  events.on('job:complete', ({ job }) => running.delete(job.id));
  events.on('worker:create', ({ worker }) => {
    heartbeat.register(worker.workerId).catch((error: unknown) => {
      log.warn({ err: error }, 'Job worker not registered for the heartbeat');
    });
  });
  return {
    async start() {
      if (runner) return;
      heartbeat.start();
      runner = await run({
        events,
        pgPool: pool,
        taskList: tasks,
        parsedCronItems: parseCronItems(schedule),
        concurrency,
        noHandleSignals: true,
        pollInterval: 2_000,
        logger: workerLogger(log),
      });
    },
    async stop() {
      const current = runner;
      runner = undefined;
      if (running.size > 0) {
        log.warn({ jobs: { running: [...running.values()] } }, 'Waiting for running jobs to finish');
      }
      if (current) await stopWithin(current, stopGraceMs, log);
      await heartbeat.stop();
    },
  };
};
