import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSessionSchema, type AccountSession } from '@coachboard/contract';
import { auditEntries, authSessions, knownBrowsers } from '../../src/db/schema/index.js';
import { describeBrowser } from '../../src/modules/auth/browsers.js';
import { listLiveSessions } from '../../src/modules/auth/session-service.js';
import { bearer } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { mailsTo, readOutbox } from '../helpers/outbox.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  CHROME_LINUX,
  CHROME_LINUX_NEWER,
  FIREFOX_WINDOWS,
  SAFARI_MAC,
  signInWith,
} from './account-helpers.js';

const mailText = (mail: { text: string }) => mail.text.replace(/=\r?\n/g, '');
const NEW_BROWSER_SUBJECT = 'Subject: New sign-in to your Coachboard account';

describe("My account: the member's sessions", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  const listSessions = async (token: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return accountSessionSchema.strict().array().parse(response.json().data) as AccountSession[];
  };
  const endSession = (token: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: bearer(token) });
  const sessionIdOf = async (token: string) => (await listSessions(token)).find((s) => s.current)!.id;

  it('names browsers by name, major version and system', () => {
    expect(describeBrowser(CHROME_LINUX)).toBe('Chrome 131 on Linux');
    expect(describeBrowser(FIREFOX_WINDOWS)).toBe('Firefox 133 on Windows');
    expect(describeBrowser(null)).toBe('Unknown browser');
  });

  it('lists each live session with browser, address, first and last use, the current one marked', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const chrome = await signInWith(ctx.app, user.email, password, CHROME_LINUX, '198.51.100.4');
    const firefox = await signInWith(ctx.app, user.email, password, FIREFOX_WINDOWS, '198.51.100.9');
    const gone = await signInWith(ctx.app, user.email, password, SAFARI_MAC);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(gone.token) });

    const sessions = await listSessions(chrome.token);
    expect(sessions).toHaveLength(2);
    // Last used first: the Firefox sign-in came later.
    expect(sessions.map((s) => [s.browser, s.ip_address, s.current])).toEqual([
      ['Firefox 133 on Windows', '198.51.100.9', false],
      ['Chrome 131 on Linux', '198.51.100.4', true],
    ]);
    expect(sessions[1]!.created_at).toBeTruthy();
    expect((await listSessions(firefox.token)).find((s) => s.current)?.browser).toBe(
      'Firefox 133 on Windows',
    );
  });

  it('the list is read through auth_sessions_user_id_idx', async () => {
    const query = listLiveSessions(ctx.db, 1) as unknown as { toSQL(): { sql: string; params: unknown[] } };
    const { sql: text, params } = query.toSQL();
    const client = await ctx.db.$client.connect();
    try {
      // The tables are tiny here, so a sequential scan would win on cost: ask whether the index can serve it.
      await client.query('set enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('auth_sessions_user_id_idx');
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });

  it('a refresh moves last use and puts the session first', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const first = await signInWith(ctx.app, user.email, password, CHROME_LINUX);
    const second = await signInWith(ctx.app, user.email, password, FIREFOX_WINDOWS);
    const firstId = await sessionIdOf(first.token);
    await ctx.db
      .update(authSessions)
      .set({ lastUsedAt: sql`now() - interval '1 hour'` })
      .where(eq(authSessions.id, firstId));
    const before = (await listSessions(second.token)).find((s) => s.id === firstId)!;
    expect((await listSessions(second.token)).at(-1)!.id).toBe(firstId);

    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(first.refresh_token),
    });
    expect(refreshed.statusCode).toBe(200);
    const after = await listSessions(second.token);
    expect(after[0]!.id).toBe(firstId);
    expect(Date.parse(after[0]!.last_used_at)).toBeGreaterThan(Date.parse(before.last_used_at) + 30 * 60_000);
    expect(after[0]!.created_at).toBe(before.created_at);
  });

  it("ending one session refuses its token on the next request; the caller's keeps working", async () => {
    const { user, password } = await createAdmin(ctx.db);
    const mine = await signInWith(ctx.app, user.email, password, CHROME_LINUX);
    const other = await signInWith(ctx.app, user.email, password, FIREFOX_WINDOWS);
    const otherId = await sessionIdOf(other.token);
    expect((await me(other.token)).statusCode).toBe(200);

    const response = await endSession(mine.token, otherId);
    expect(response.statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(other.refresh_token),
    });
    expect(refresh.statusCode).toBe(401);
    expect((await me(mine.token)).statusCode).toBe(200);
    expect((await listSessions(mine.token)).map((s) => s.id)).not.toContain(otherId);

    const [entry] = await ctx.db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.action} = 'session-revoked' and ${auditEntries.recordName} = ${otherId}`);
    expect(entry).toMatchObject({ recordType: 'session', actorId: user.id });
    // Ended already: 404 the second time.
    expect((await endSession(mine.token, otherId)).statusCode).toBe(404);
  });

  it("cannot end another account's session (404), nor a made-up id", async () => {
    const { user, password } = await createAdmin(ctx.db);
    const { user: stranger, password: strangerPassword } = await createAdmin(ctx.db);
    const mine = await signInWith(ctx.app, user.email, password, CHROME_LINUX);
    const theirs = await signInWith(ctx.app, stranger.email, strangerPassword, CHROME_LINUX);
    const theirId = await sessionIdOf(theirs.token);
    expect((await endSession(mine.token, theirId)).statusCode).toBe(404);
    expect((await endSession(mine.token, 'not-a-session')).statusCode).toBe(404);
    expect((await endSession(mine.token, crypto.randomUUID())).statusCode).toBe(404);
    expect((await me(theirs.token)).statusCode).toBe(200);
  });

  it('ends every other session at once', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const mine = await signInWith(ctx.app, user.email, password, CHROME_LINUX);
    const others = [
      await signInWith(ctx.app, user.email, password, FIREFOX_WINDOWS),
      await signInWith(ctx.app, user.email, password, SAFARI_MAC),
    ];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      headers: bearer(mine.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ended: 2 });
    for (const other of others) expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(mine.token)).statusCode).toBe(200);
    expect(await listSessions(mine.token)).toHaveLength(1);

    // Nothing left to end: still 200, nothing recorded.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      headers: bearer(mine.token),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ended: 0 });
  });

  it('mails a notice for a browser the account has not signed in with before, not for the first sign-in', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const notices = async () =>
      mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email)
        .map(mailText)
        .filter((text) => text.includes(NEW_BROWSER_SUBJECT));

    await signInWith(ctx.app, user.email, password, CHROME_LINUX);
    expect(await notices()).toHaveLength(0);
    // The same browser again, and after an update (another version): not new.
    await signInWith(ctx.app, user.email, password, CHROME_LINUX);
    await signInWith(ctx.app, user.email, password, CHROME_LINUX_NEWER);
    expect(await notices()).toHaveLength(0);

    await signInWith(ctx.app, user.email, password, FIREFOX_WINDOWS, '192.0.2.55');
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Browser: Firefox 133 on Windows');
    expect(sent[0]).toContain('Address: 192.0.2.55');
    await signInWith(ctx.app, user.email, password, FIREFOX_WINDOWS);
    expect(await notices()).toHaveLength(1);
    const known = await ctx.db.select().from(knownBrowsers).where(eq(knownBrowsers.userId, user.id));
    expect(known).toHaveLength(2);
    expect(known.map((row) => row.browserKey).join()).not.toContain('Chrome');
  });

  it('app users get no new-browser notice', async () => {
    const { user, password } = await createUser(ctx.db);
    await signInWith(ctx.app, user.email, password, CHROME_LINUX);
    await signInWith(ctx.app, user.email, password, FIREFOX_WINDOWS);
    const mails = mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email).map(mailText);
    expect(mails.filter((text) => text.includes(NEW_BROWSER_SUBJECT))).toHaveLength(0);
  });
});
