import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PRUNE_AUTH_RECORDS_TASK } from '../../src/jobs/app-jobs.js';
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
