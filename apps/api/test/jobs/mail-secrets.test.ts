import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, MailTransport } from '../../src/mail/mailer.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A mail server that is down until `up` is set. */
const switchableTransport = () => {
  const state = { up: false, delivered: [] as MailMessage[] };
  const transport: MailTransport = {
    async send(message) {
      if (!state.up) throw new Error('SMTP unavailable');
      state.delivered.push(message);
    },
  };
  return { transport, state };
};

// graphile-worker keeps its jobs in _private_jobs (the public `jobs` view leaves the payload out).
const JOBS = sql`graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
  where t.identifier = 'send_mail'`;

/**
 * Invitation links and reset codes travel through the job queue; a job stays in the table until it is sent,
 * or for good once it fails for good (and so in backups). What the table holds of them is sealed.
 */
describe('secrets in queued mail', () => {
  let ctx: TestApp;
  const mail = switchableTransport();
  beforeAll(async () => {
    ctx = await createTestApp({ mailTransport: mail.transport });
  });
  afterAll(async () => ctx.close());

  /** Every column of every mail job, as text. */
  const jobRows = async () =>
    (await ctx.db.execute<{ row: string }>(sql`select row_to_json(j)::text as row from ${JOBS}`)).rows.map(
      (row) => row.row,
    );
  const waitFor = async (done: () => Promise<boolean>) => {
    const deadline = Date.now() + 20_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('keeps neither the invitation token nor the reset code readable in graphile_worker.jobs, and still mails them', async () => {
    const { user: owner, password } = await createAdmin(ctx.db);
    const auth = bearer((await loginAs(ctx.app, owner.email, password)).token);
    const invitee = 'invited-member@example.com';
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: auth,
      payload: { email: invitee, team_role: 'coach' },
    });
    expect(invited.statusCode).toBe(201);
    const { user: forgetful } = await createUser(ctx.db);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: forgetful.email },
    });
    expect(reset.statusCode).toBe(200);

    // Both jobs tried once against the server that is down...
    await waitFor(async () => {
      const rows = await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${JOBS} and j.attempts >= 1 and j.last_error is not null`,
      );
      return Number(rows.rows[0]!.n) === 2;
    });
    const retrying = await jobRows();
    // ...then given up on, as after the last of their attempts: the rows a failed job leaves for good.
    await ctx.db.execute(sql`update graphile_worker._private_jobs set max_attempts = attempts
      where task_id = (select id from graphile_worker._private_tasks where identifier = 'send_mail')`);
    const failed = await jobRows();
    expect(failed).toHaveLength(2);
    for (const row of [...retrying, ...failed]) expect(row).toContain('SMTP unavailable');
    expect(failed.some((row) => row.includes(invitee))).toBe(true);
    expect(failed.some((row) => row.includes(forgetful.email))).toBe(true);

    // The server is back and the jobs are retried: the mails carry the real token and code.
    mail.state.up = true;
    await ctx.db.execute(sql`update graphile_worker._private_jobs set max_attempts = 10, run_at = now()
      where task_id = (select id from graphile_worker._private_tasks where identifier = 'send_mail')`);
    await waitFor(async () => mail.state.delivered.length === 2);
    const invitation = mail.state.delivered.find((message) => message.to === invitee)!;
    const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(invitation.text)![1]!;
    const resetMail = mail.state.delivered.find((message) => message.to === forgetful.email)!;
    const code = /^Your reset code: (\d{6})$/m.exec(resetMail.text)![1]!;

    for (const row of [...retrying, ...failed]) {
      expect(row).not.toContain(token);
      expect(row).not.toContain(code);
      expect(row).not.toContain('accept-invitation');
      expect(row).not.toContain('reset code');
    }
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/team/invitations/accept?token=${encodeURIComponent(token)}`,
    });
    expect(preview.statusCode).toBe(200);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-reset-code',
      payload: { email: forgetful.email, code },
    });
    expect(verified.statusCode).toBe(200);
  });
});
