import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamInvitation, TeamMember } from '@coachboard/contract';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoTeam } from '../../src/seed/demo-team.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo team for the Team page', () => {
  let ctx: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await ensureAdmin(ctx.db, ctx.config);
    expect(await seedDemoTeam(ctx.db)).toBe(3);
    expect(await seedDemoTeam(ctx.db)).toBe(0);
    auth = bearer((await loginAs(ctx.app, admin.email, admin.generatedPassword!)).token);
  });
  afterAll(async () => ctx?.close());

  it('adds a coach and a moderator who cannot sign in, and a pending invitation', async () => {
    const members = await ctx.app.inject({ method: 'GET', url: '/api/team/members', headers: auth });
    const list = members.json<{ data: TeamMember[] }>().data;
    expect(list.map((m) => [m.email, m.team_role])).toEqual(
      expect.arrayContaining([
        ['coach@example.com', 'coach'],
        ['moderator@example.com', 'moderator'],
      ]),
    );
    const invitations = await ctx.app.inject({ method: 'GET', url: '/api/team/invitations', headers: auth });
    expect(invitations.json<{ data: TeamInvitation[] }>().data).toEqual([
      expect.objectContaining({ email: 'new.coach@example.com', team_role: 'coach', expired: false }),
    ]);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'coach@example.com', password: 'anything-at-all-12' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
