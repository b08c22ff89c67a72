import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PRUNE_AUTH_RECORDS_TASK } from '../../src/jobs/app-jobs.js';
import { enqueueJob } from '../../src/jobs/enqueue-job.js';
import { reapDeadWorkers } from '../../src/jobs/worker-heartbeat.js';
import { SEND_MAIL_TASK } from '../../src/mail/mail-queue.js';
import type { MailMessage, MailTransport } from '../../src/mail/mailer.js';
import { pruneExpiredAuthRecords } from '../../src/modules/auth/public.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A mail server that refuses the first attempt of every message, then accepts. */
const flakyTransport = () => {
  const attempts = new Map<string, number>();
  const delivered: MailMessage[] = [];
  const transport: MailTransport = {
    async send(message) {
      const count = (attempts.get(message.to) ?? 0) + 1;
      attempts.set(message.to, count);
      if (count === 1) throw new Error('421 try again later');
      delivered.push(message);
    },
  };
  return { transport, attempts, delivered };
};

describe('the job queue', () => {
  let ctx: TestApp;
  const mail = flakyTransport();

  beforeAll(async () => {
    ctx = await createTestApp({ mailTransport: mail.transport });
  });
  afterAll(() => ctx.close());

  it(
    'retries a mail the server refused, with backoff, and delivers it once',
    { timeout: 20_000 },
    async () => {
      await ctx.app.mailer.queue({ to: 'coach@example.com', subject: 'Hello', text: 'Body' });
      await ctx.app.mailer.flush();
      expect(mail.attempts.get('coach@example.com')).toBe(2);
      expect(mail.delivered).toEqual([{ to: 'coach@example.com', subject: 'Hello', text: 'Body' }]);
    },
  );

  it('unlocks the jobs of a worker whose instance died (no heartbeat for 2 minutes) and runs them', async () => {
    await enqueueJob(
      ctx.db,
      SEND_MAIL_TASK,
      { to: 'stuck@example.com', subject: 'Stuck', text: 'Body' },
      {
        runAt: new Date(Date.now() + 3_600_000),
      },
    );
    // A worker of a killed instance had taken it; a live one holds nothing but beats.
    await ctx.db.execute(sql`
      update graphile_worker._private_jobs set locked_at = now(), locked_by = 'killed-worker', run_at = now()
      where id = (select id from graphile_worker.jobs where task_identifier = ${SEND_MAIL_TASK} and locked_at is null
                  order by id desc limit 1)`);
    await ctx.db.execute(sql`
      insert into job_workers (worker_id, instance_id, seen_at) values
        ('killed-worker', gen_random_uuid(), now() - interval '3 minutes'),
        ('live-worker', gen_random_uuid(), now())`);

    expect(await reapDeadWorkers(ctx.db.$client)).toBe(1);
    await ctx.app.mailer.flush();
    expect(mail.delivered.map((message) => message.to)).toContain('stuck@example.com');
    const workers = await ctx.db.execute<{ worker_id: string }>(sql`select worker_id from job_workers`);
    expect(workers.rows.map((row) => row.worker_id)).toContain('live-worker');
    expect(workers.rows.map((row) => row.worker_id)).not.toContain('killed-worker');
  });

  it("registers this instance's workers for the heartbeat", async () => {
    const workers = await ctx.db.execute<{ count: number }>(
      sql`select count(*)::int as count from job_workers where seen_at > now() - interval '1 minute' and worker_id <> 'live-worker'`,
    );
    expect(workers.rows[0]!.count).toBeGreaterThan(0);
  });

  it('registers the hourly pruning schedule in the database (claimed once per slot across instances)', async () => {
    const known = await ctx.db.execute<{ identifier: string }>(
      sql`select identifier from graphile_worker._private_known_crontabs`,
    );
    expect(known.rows.map((row) => row.identifier)).toContain(PRUNE_AUTH_RECORDS_TASK);
  });

  it('prunes sessions and reset codes that expired over a day ago, and keeps the rest', async () => {
    const { user } = await createUser(ctx.db);
    await ctx.db.execute(sql`
      insert into auth_sessions (user_id, expires_at) values
        (${user.id}, now() - interval '2 days'),
        (${user.id}, now() - interval '2 hours'),
        (${user.id}, now() + interval '1 day')`);
    await ctx.db.execute(sql`
      insert into password_reset_codes (user_id, code_hash, expires_at) values
        (${user.id}, 'old', now() - interval '3 days'),
        (${user.id}, 'recent', now() - interval '5 minutes')`);
    const pruned = await pruneExpiredAuthRecords(ctx.db);
    expect(pruned).toEqual({ sessions: 1, resetCodes: 1 });
    const sessions = await ctx.db.execute<{ count: number }>(
      sql`select count(*)::int as count from auth_sessions where user_id = ${user.id}`,
    );
    expect(sessions.rows[0]!.count).toBe(2);
    const codes = await ctx.db.execute<{ code_hash: string }>(
      sql`select code_hash from password_reset_codes where user_id = ${user.id}`,
    );
    expect(codes.rows.map((row) => row.code_hash)).toEqual(['recent']);
  });
});
