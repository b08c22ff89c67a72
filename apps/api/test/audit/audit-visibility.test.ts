import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_RECORD_ACTIONS,
  AUDIT_RECORD_CONTENT_TYPES,
  auditMessages,
  type AuditEntry,
  type AuditPage,
  type Dashboard,
} from '@coachboard/contract';
import { insertAuditEntries } from '../../src/lib/audit.js';
import { listAuditEntries } from '../../src/modules/audit/audit-repository.js';
import { signedInMember } from '../helpers/account-targets.js';
import { createAdmin } from '../helpers/factories.js';
import { recordStatements } from '../helpers/sent-statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi } from '../programs/program-helpers.js';
import { createUserViaApi } from '../users/users-helpers.js';

/**
 * What each role reads of the audit log: owners everything; coaches and moderators the changes to records
 * (programs, exercises, recipes, posts, app users, ...), never sign-ins, sessions, refusals, invitations, the
 * team's settings or entries about a panel account, and the address and browser only of their own entries.
 * Before, every role read everything the Team page keeps for owners.
 */
describe('who reads which audit entries', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  let coach: Awaited<ReturnType<typeof signedInMember>>;
  let moderator: Awaited<ReturnType<typeof signedInMember>>;
  const ids = { ownProgramCreate: 0, ownerProgramUpdate: 0, appUserCreate: 0, panelUpdate: 0, panelFile: 0 };

  const send = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, 'user-agent': 'VisibilityTest/1.0' },
      remoteAddress: '203.0.113.50',
      ...(payload ? { payload } : {}),
    });
  const entryOf = async (response: { headers: Record<string, unknown> }) => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from audit_entries where request_id = ${String(response.headers['x-request-id'])} order by id limit 1`,
    );
    return Number(rows[0]!.id);
  };
  const entryNamed = async (action: string, type: string, id: number) => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from audit_entries where action = ${action} and record_type = ${type} and record_id = ${id}`,
    );
    return Number(rows[0]!.id);
  };
  const page = async (headers: Record<string, string>, query = '') => {
    const response = await send(headers, 'GET', `/audit?per_page=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AuditPage }>().data.items;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInMember(t.db, t.app, 'owner');
    coach = await signedInMember(t.db, t.app, 'coach');
    moderator = await signedInMember(t.db, t.app, 'moderator');

    // Changes to records: the coach's own, the owner's, an app user.
    const program = await createProgramViaApi(t.app, coach.headers);
    ids.ownProgramCreate = await entryNamed('create', 'program', program.id);
    const updated = await send(owner.headers, 'PUT', `/training-programs/${program.id}`, {
      name: 'Visible Base 2',
      program_type: program.program_type,
      difficulty_level: program.difficulty_level,
      description: program.description ?? 'A description',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    ids.ownerProgramUpdate = await entryOf(updated);
    const appUser = await createUserViaApi(t.app, owner.headers);
    ids.appUserCreate = await entryNamed('create', 'user', appUser.id);

    // The team's: an invitation, a role change, a member renaming themselves, a failed sign-in, a refusal.
    expect(
      (
        await send(owner.headers, 'POST', '/team/invitations', {
          email: 'new-member@example.test',
          team_role: 'coach',
        })
      ).statusCode,
    ).toBe(201);
    const { user: spare } = await createAdmin(t.db, { teamRole: 'moderator' });
    expect(
      (await send(owner.headers, 'PATCH', `/team/members/${spare.id}`, { team_role: 'coach' })).statusCode,
    ).toBe(200);
    expect(
      (await send(coach.headers, 'PATCH', '/account', { first_name: 'Coach', last_name: 'Renamed' }))
        .statusCode,
    ).toBe(200);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: 'not-the-password', remember_me: false },
    });
    expect(failed.statusCode).toBe(401);
    await send(moderator.headers, 'POST', '/training-programs/create-admin-program', {});
    await t.app.flushRefusals();

    // Entries about a panel account written before the users routes refused them: a users update of an owner
    // and the purge of an owner's profile image.
    await t.db.transaction(async (tx) => {
      const [panelUpdate, panelFile] = await insertAuditEntries(
        tx,
        { id: coach.user.id, name: 'Coach', email: coach.user.email },
        { requestId: 'legacy-panel', address: '198.51.100.1', userAgent: 'Legacy/1.0' },
        [
          {
            action: 'update',
            record: { type: 'user', id: owner.user.id, name: 'The Owner' },
            changes: { first_name: { before: 'Olga', after: 'Renamed' } },
          },
          {
            action: 'purge',
            record: { type: 'file', id: 77, name: 'owner.png' },
            details: { owner: { type: 'user', id: owner.user.id, name: 'The Owner' } },
          },
        ],
      );
      ids.panelUpdate = panelUpdate!;
      ids.panelFile = panelFile!;
    });
  });
  afterAll(async () => t?.close());

  it('shows an owner every entry, with the address and browser of each', async () => {
    const items = await page(owner.headers);
    const actions = new Set(items.map((item) => item.action));
    for (const action of [
      'sign-in',
      'sign-in-failed',
      'invite',
      'role-change',
      'account-update',
      'refused',
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([ids.panelUpdate, ids.panelFile]));
    expect(items.find((item) => item.id === ids.ownerProgramUpdate)).toMatchObject({
      address: '203.0.113.50',
      user_agent: 'VisibilityTest/1.0',
    });
  });

  for (const role of ['coach', 'moderator'] as const) {
    it(`shows a ${role} the changes to records only, and the address and browser of their own entries only`, async () => {
      const reader = role === 'coach' ? coach : moderator;
      const items = await page(reader.headers);
      const hidden = items.filter(
        (item) =>
          !(AUDIT_RECORD_ACTIONS as readonly string[]).includes(item.action) ||
          !(AUDIT_RECORD_CONTENT_TYPES as readonly string[]).includes(item.record?.type ?? ''),
      );
      expect(hidden.map((item) => `${item.action} ${item.record?.type}`)).toEqual([]);
      const seen = items.map((item) => item.id);
      expect(seen).toEqual(
        expect.arrayContaining([ids.ownProgramCreate, ids.ownerProgramUpdate, ids.appUserCreate]),
      );
      expect(seen).not.toContain(ids.panelUpdate);
      expect(seen).not.toContain(ids.panelFile);

      const client = (item: AuditEntry | undefined) => ({
        address: item?.address,
        user_agent: item?.user_agent,
      });
      const ownerEntry = items.find((item) => item.id === ids.ownerProgramUpdate);
      expect(client(ownerEntry)).toEqual({ address: null, user_agent: null });
      // The coach wrote the program's create entry (inject's defaults: 127.0.0.1, lightMyRequest).
      const ownEntry = items.find((item) => item.id === ids.ownProgramCreate);
      expect(client(ownEntry)).toEqual(
        role === 'coach'
          ? { address: '127.0.0.1', user_agent: 'lightMyRequest' }
          : { address: null, user_agent: null },
      );
    });
  }

  it('answers a coach 404 for a hidden entry, as for a missing one, and the entry for a visible one', async () => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from audit_entries where action in ('invite', 'sign-in', 'role-change') order by id`,
    );
    for (const id of [...rows.map((row) => Number(row.id)), ids.panelUpdate, ids.panelFile]) {
      const hidden = await send(coach.headers, 'GET', `/audit/${id}`);
      expect(hidden.statusCode, `entry ${id}`).toBe(404);
      expect(hidden.json()).toEqual({ success: false, message: auditMessages.entryNotFound });
    }
    const visible = await send(coach.headers, 'GET', `/audit/${ids.ownerProgramUpdate}`);
    expect(visible.statusCode).toBe(200);
    expect(visible.json<{ data: AuditEntry }>().data).toMatchObject({
      id: ids.ownerProgramUpdate,
      address: null,
    });
    const asOwner = await send(owner.headers, 'GET', `/audit/${Number(rows[0]!.id)}`);
    expect(asOwner.statusCode).toBe(200);
  });

  it('gives a coach no entries for filters that ask only for hidden ones, the failed sign-ins included', async () => {
    for (const query of [
      '&attention=failed_sign_ins',
      '&type=session',
      '&type=invitation',
      '&action=sign-in',
      '&type=team-member',
    ]) {
      expect(await page(coach.headers, query), query).toEqual([]);
    }
    expect((await page(owner.headers, '&attention=failed_sign_ins')).length).toBeGreaterThan(0);
    // The owner's own changes to records (an app user created, a program renamed), nothing of their sign-ins.
    expect((await page(coach.headers, `&actor=${owner.user.id}`)).map((item) => item.id)).toEqual([
      ids.appUserCreate,
      ids.ownerProgramUpdate,
    ]);
  });

  it('keeps hidden entries out of the statement itself, even when asked for them directly', async () => {
    const reader = { id: coach.user.id, seesTeam: false, hiddenTypes: [] };
    for (const filters of [
      { action: 'sign-in' },
      { type: 'invitation' as const },
      { action: 'update', type: 'user' as const },
    ]) {
      const { rows } = await listAuditEntries(t.db, filters, null, 100, reader);
      const shown = rows.filter(
        (row) => row.action === 'sign-in' || row.recordType === 'invitation' || row.id === ids.panelUpdate,
      );
      expect(shown, JSON.stringify(filters)).toEqual([]);
    }
  });

  it('reads a page in one statement for a coach too', async () => {
    const sent = await recordStatements(t.db, async () => {
      await page(coach.headers);
      await page(coach.headers, `&actor=${owner.user.id}`);
    });
    expect(sent.filter((statement) => statement.text.includes('from "audit_entries"'))).toHaveLength(2);
  });

  it('leaves the failed sign-ins out of the dashboard of a coach and a moderator', async () => {
    const asOwner = (await send(owner.headers, 'GET', '/dashboard')).json<{ data: Dashboard }>().data;
    expect(asOwner.counts.failed_sign_ins).toBeGreaterThan(0);
    for (const reader of [coach, moderator]) {
      const response = await send(reader.headers, 'GET', '/dashboard');
      expect(response.statusCode).toBe(200);
      const { counts } = response.json<{ data: Dashboard }>().data;
      expect(Object.keys(counts)).not.toContain('failed_sign_ins');
      expect(counts.programs_ending).toBe(asOwner.counts.programs_ending);
    }
  });
});
