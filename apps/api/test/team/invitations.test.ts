import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelPasswordMessages, teamMessages } from '@coachboard/contract';
import { teamInvitations } from '../../src/db/schema/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { latestInvitationToken, TEAM_PASSWORD } from './team-helpers.js';

let t: TestApp;
let owner: Record<string, string>;
let sequence = 0;
const newEmail = () => `invitee${++sequence}-${Date.now()}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  const { user, password } = await createAdmin(t.db);
  owner = bearer((await loginAs(t.app, user.email, password)).token);
});
afterAll(async () => t?.close());

const invite = (email: string, teamRole = 'coach', headers = owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers,
    payload: { email, team_role: teamRole },
  });

const preview = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/team/invitations/accept?token=${encodeURIComponent(token)}` });

const accept = (token: string, overrides: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/invitations/accept',
    payload: {
      token,
      first_name: 'Nora',
      last_name: 'Coach',
      password: TEAM_PASSWORD,
      password_confirmation: TEAM_PASSWORD,
      ...overrides,
    },
  });

describe('invitations', () => {
  it('mails a single-use link valid 72 hours; the invitee joins with the role and signs in', async () => {
    const email = newEmail();
    const response = await invite(email);
    expect(response.statusCode).toBe(201);
    const invitation = response.json<{ data: { id: number; expires_at: string } }>().data;
    const hours = (new Date(invitation.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    const token = await latestInvitationToken(t.app, t.dataDir, email);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await t.app.inject({ method: 'GET', url: '/api/team/invitations', headers: owner });
    expect(listed.json<{ data: { email: string }[] }>().data.map((i) => i.email)).toContain(email);

    expect((await preview(token)).json()).toMatchObject({ data: { email, team_role: 'coach' } });
    const joined = await accept(token);
    expect(joined.statusCode).toBe(201);

    const session = await loginAs(t.app, email, TEAM_PASSWORD);
    expect(session).toMatchObject({ role: 'admin', team_role: 'coach', first_name: 'Nora' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/team/members',
      headers: bearer(session.token),
    });
    expect(refused.statusCode).toBe(403);

    // used once: the link is dead, whatever is sent
    const again = await accept(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: teamMessages.invitationGone });
    expect((await preview(token)).statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: '/api/team/invitations', headers: owner });
    expect(after.json<{ data: { email: string }[] }>().data.map((i) => i.email)).not.toContain(email);

    const actions = await t.db.execute<{ action: string }>(
      sql`select action from audit_entries where record_type in ('invitation', 'team-member') order by id`,
    );
    expect(actions.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['invite', 'invite-accept']));
  });

  it('refuses an expired link', async () => {
    const email = newEmail();
    const { id } = (await invite(email)).json<{ data: { id: number } }>().data;
    const token = await latestInvitationToken(t.app, t.dataDir, email);
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(teamInvitations.id, id));
    expect((await preview(token)).json()).toMatchObject({ message: teamMessages.invitationGone });
    expect((await accept(token)).statusCode).toBe(404);
    // an expired invitation can be replaced by a new one
    expect((await invite(email)).statusCode).toBe(201);
  });

  it('revoke kills the link; resend gives a new link and kills the old one', async () => {
    const email = newEmail();
    const { id } = (await invite(email)).json<{ data: { id: number } }>().data;
    const first = await latestInvitationToken(t.app, t.dataDir, email);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${id}/resend`,
      headers: owner,
    });
    expect(resent.statusCode).toBe(200);
    const second = await latestInvitationToken(t.app, t.dataDir, email);
    expect(second).not.toBe(first);
    expect((await preview(first)).statusCode).toBe(404);
    expect((await preview(second)).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/invitations/${id}`,
      headers: owner,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await preview(second)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/invitations/${id}`,
      headers: owner,
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 409 for an app user's e-mail, a member's and a pending invitation's", async () => {
    const { user: appUser } = await createUser(t.db);
    const appUserAnswer = await invite(appUser.email.toUpperCase());
    expect(appUserAnswer.statusCode).toBe(409);
    expect(appUserAnswer.json()).toMatchObject({ message: teamMessages.appUserEmail });

    const { user: member } = await createAdmin(t.db);
    expect((await invite(member.email)).json()).toMatchObject({ message: teamMessages.alreadyMember });

    const email = newEmail();
    await invite(email);
    const twice = await invite(email, 'moderator');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: teamMessages.alreadyInvited });
  });

  it('checks the panel password policy on the password field', async () => {
    const email = newEmail();
    await invite(email, 'moderator');
    const token = await latestInvitationToken(t.app, t.dataDir, email);
    const short = await accept(token, { password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { password: [panelPasswordMessages.tooShort] } });
    const common = await accept(token, { password: 'password1234', password_confirmation: 'password1234' });
    expect(common.json()).toMatchObject({ errors: { password: [panelPasswordMessages.tooCommon] } });
    const mismatch = await accept(token, { password_confirmation: 'something-else-entirely' });
    expect(mismatch.statusCode).toBe(422);
    // nothing was used up by the refusals
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('is for owners only', async () => {
    const { user, password } = await createAdmin(t.db, { teamRole: 'coach' });
    const coach = bearer((await loginAs(t.app, user.email, password)).token);
    expect((await invite(newEmail(), 'coach', coach)).statusCode).toBe(403);
  });
});
