import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/jobs/enqueue-job.js';
import { createJobRunner } from '../../src/jobs/job-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const STUCK_TASK = 'test_stuck_job';

describe('stopping the job runner', () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('ends a stop after its grace although a job still runs, leaving the job locked for the heartbeat to hand over', async () => {
    let started!: () => void;
    const jobStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const neverByItself = new Promise<void>((resolve) => (release = resolve));
    const runner = createJobRunner({
      pool: ctx.db.$client,
      // A task that ignores the queue's abort signal, as a mail send or a file sweep may.
      tasks: {
        [STUCK_TASK]: async () => {
          started();
          await neverByItself;
        },
      },
      schedule: [],
      log: ctx.app.log,
      concurrency: 1,
      stopGraceMs: 500,
    });
    await runner.start();
    try {
      await enqueueJob(ctx.db, STUCK_TASK, {});
      await jobStarted;
      const began = performance.now();
      await runner.stop();
      expect(performance.now() - began).toBeLessThan(4_000);
    } finally {
      release();
    }
    const [job] = (
      await ctx.db.execute<{ attempts: number; locked: boolean; failed: boolean }>(sql`
        select attempts, locked_at is not null as locked, last_error is not null as failed
        from graphile_worker.jobs where task_identifier = ${STUCK_TASK}`)
    ).rows;
    expect(job).toEqual({ attempts: 1, locked: true, failed: false });
  });
});
