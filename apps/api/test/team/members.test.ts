import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMessages } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { turnOnTwoFactor } from '../auth/two-factor-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A fresh team: this test's owner alone (every other admin demoted to coach first). */
const soleOwner = async () => {
  await t.db.execute(sql`update users set team_role = 'coach' where role = 'admin'`);
  const { user, password } = await createAdmin(t.db);
  return { user, password, headers: bearer((await loginAs(t.app, user.email, password)).token) };
};

const setRole = (headers: Record<string, string>, id: number, teamRole: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/team/members/${id}`,
    headers,
    payload: { team_role: teamRole },
  });

describe('team members', () => {
  it('lists the panel accounts with role, two-factor and last sign-in, not app users', async () => {
    const { user, headers } = await soleOwner();
    const response = await t.app.inject({ method: 'GET', url: '/api/team/members', headers });
    expect(response.statusCode).toBe(200);
    const members = response.json<{ data: Record<string, unknown>[] }>().data;
    const me = members.find((m) => m.id === user.id);
    expect(me).toMatchObject({ email: user.email, team_role: 'owner', two_factor: false, active: true });
    expect(me!.last_sign_in_at).not.toBeNull();
    expect(members.every((m) => typeof m.team_role === 'string')).toBe(true);
  });

  it('changes roles; the last active owner cannot be demoted or deactivated (409)', async () => {
    const { user, headers } = await soleOwner();
    const demoteSelf = await setRole(headers, user.id, 'coach');
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json()).toMatchObject({ message: teamMessages.lastOwner });
    const deactivateSelf = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${user.id}/deactivate`,
      headers,
    });
    expect(deactivateSelf.statusCode).toBe(409);

    const { user: other, password } = await createAdmin(t.db, { teamRole: 'moderator' });
    const promoted = await setRole(headers, other.id, 'owner');
    expect(promoted.json()).toMatchObject({ data: { team_role: 'owner' } });
    // now two owners: either may step down, but not both
    expect((await setRole(headers, user.id, 'coach')).statusCode).toBe(200);
    const otherHeaders = bearer((await loginAs(t.app, other.email, password)).token);
    expect((await setRole(otherHeaders, other.id, 'coach')).statusCode).toBe(409);

    const audit = await t.db.execute<{ changes: unknown }>(
      sql`select changes from audit_entries where action = 'role-change' and record_id = ${other.id}`,
    );
    expect(audit.rows[0]!.changes).toEqual({ team_role: { before: 'moderator', after: 'owner' } });
  });

  it('lets only one of two concurrent demotions of the last two owners pass', async () => {
    const { user, headers } = await soleOwner();
    const { user: other } = await createAdmin(t.db);
    const answers = await Promise.all([
      setRole(headers, user.id, 'coach'),
      setRole(headers, other.id, 'coach'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where role = 'admin' and team_role = 'owner' and deactivated_at is null and deleted_at is null`,
    );
    expect(owners.rows[0]!.n).toBe(1);
  });

  it('deactivation ends every session at the next request and refuses sign-in (403 after the right password); reactivation gives it back', async () => {
    const { headers } = await soleOwner();
    const { user: coach, password } = await createAdmin(t.db, { teamRole: 'coach' });
    const session = await loginAs(t.app, coach.email, password);
    const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect((await me()).statusCode).toBe(200);

    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${coach.id}/deactivate`,
      headers,
    });
    expect(deactivated.json()).toMatchObject({ data: { active: false } });
    expect([401, 403]).toContain((await me()).statusCode);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: coach.email, password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ message: teamMessages.deactivatedSignIn });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: coach.email, password: `${password}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const sessions = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_sessions where user_id = ${coach.id} and revoked_at is null`,
    );
    expect(sessions.rows[0]!.n).toBe(0);

    const reactivated = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${coach.id}/reactivate`,
      headers,
    });
    expect(reactivated.json()).toMatchObject({ data: { active: true, team_role: 'coach' } });
    const again = await loginAs(t.app, coach.email, password);
    expect(again.team_role).toBe('coach');
  });

  it('ends all sessions of a member', async () => {
    const { headers } = await soleOwner();
    const { user: moderator, password } = await createAdmin(t.db, { teamRole: 'moderator' });
    const session = await loginAs(t.app, moderator.email, password);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${moderator.id}/sessions/end`,
      headers,
    });
    expect(ended.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
    const [row] = await t.db.select({ d: users.deactivatedAt }).from(users).where(eq(users.id, moderator.id));
    expect(row!.d).toBeNull();
    const entries = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_entries where action = 'session-revoked' and record_type = 'team-member' and record_id = ${moderator.id}`,
    );
    expect(entries.rows[0]!.n).toBe(1);
  });

  it('stores require_two_factor in the team settings, once the owner has it on', async () => {
    const { headers, password } = await soleOwner();
    const read = () => t.app.inject({ method: 'GET', url: '/api/team/settings', headers });
    expect((await read()).json()).toMatchObject({ data: { require_two_factor: false } });
    const require = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/team/settings',
        headers,
        payload: { require_two_factor: true },
      });
    // Requiring it would lock the owner out of everything but their account: they turn it on first.
    const refused = await require();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(teamMessages.requireTwoFactorOwnFirst);
    await turnOnTwoFactor(t.app, headers, password);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/team/settings',
      headers,
      payload: { require_two_factor: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await read()).json()).toMatchObject({ data: { require_two_factor: true } });
    const audit = await t.db.execute<{ changes: unknown }>(
      sql`select changes from audit_entries where action = 'settings-change' order by id desc limit 1`,
    );
    expect(audit.rows[0]!.changes).toEqual({ require_two_factor: { before: false, after: true } });
    await t.app.inject({
      method: 'PUT',
      url: '/api/team/settings',
      headers,
      payload: { require_two_factor: false },
    });
  });
});
