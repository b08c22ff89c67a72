import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  userMessages,
  type BulkAssignmentPreview,
  type BulkDeleteResult,
  type UserPage,
} from '@coachboard/contract';
import { giveProfileImage, panelAccountInTrash, signedInMember } from '../helpers/account-targets.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, makeImage, multipart } from '../programs/program-helpers.js';
import { appTables, changedTables, fingerprint } from '../security/fuzz-checks.js';
import { createTestAppWithUsers } from './users-helpers.js';

/**
 * The users routes are for app users. Panel accounts are managed on the Team page only: every users write, the
 * users' trash and the bulk routes refuse them (403, nothing written) whoever asks, and "all matching" leaves them
 * out. Before, a coach could rename, sign out or delete an owner (`POST /users/bulk-delete {"ids":[owner]}` was a
 * 200), and the Team page's last-owner rule was never asked.
 */
describe('panel accounts through the users routes', () => {
  let ctx: TestApp;
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  let coach: Awaited<ReturnType<typeof signedInMember>>;
  let tables: string[];
  let programId: number;

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    owner = await signedInMember(ctx.db, ctx.app, 'owner');
    coach = await signedInMember(ctx.db, ctx.app, 'coach');
    tables = await appTables(ctx.db);
    programId = (await createProgramViaApi(ctx.app, owner.headers)).id;
  });
  afterAll(() => ctx.close());

  const send = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  /** The requests a caller could make against `target`, each expected to answer 403 and write nothing. */
  const writesAgainst = async (target: number, trashed: number, batchId: string, imageId: number) => {
    const appUser = (await createUser(ctx.db)).user;
    const png = multipart([
      { name: 'file', value: await makeImage('png'), filename: 'me.png', contentType: 'image/png' },
    ]);
    return [
      { name: 'rename', method: 'PUT', url: `/users/${target}`, payload: { first_name: 'Renamed' } },
      { name: 'delete', method: 'DELETE', url: `/users/${target}` },
      { name: 'restore', method: 'POST', url: `/users/${trashed}/restore` },
      { name: 'bulk delete by ids', method: 'POST', url: '/users/bulk-delete', payload: { ids: [target] } },
      {
        name: 'bulk delete of an app user and a panel account',
        method: 'POST',
        url: '/users/bulk-delete',
        payload: { ids: [appUser.id, target] },
      },
      {
        name: 'bulk assignment by ids',
        method: 'POST',
        url: `/training-programs/${programId}/assignments`,
        payload: { user_ids: [appUser.id, target] },
      },
      { name: 'trash restore', method: 'POST', url: `/trash/user/${trashed}/restore` },
      { name: 'trash batch restore (Undo)', method: 'POST', url: `/trash/batches/${batchId}/restore` },
      { name: 'profile image delete', method: 'DELETE', url: `/files/delete/${imageId}` },
      {
        name: 'profile image upload',
        method: 'POST',
        url: `/files/users/${target}/upload-profile-image`,
        multipart: png,
      },
    ] as const;
  };

  for (const [callerRole, targetRole] of [
    ['owner', 'owner'],
    ['owner', 'coach'],
    ['coach', 'owner'],
    ['coach', 'moderator'],
  ] as const) {
    it(`refuses every users write on a ${targetRole}'s account, asked by the ${callerRole}: 403, nothing written`, async () => {
      const caller = callerRole === 'owner' ? owner : coach;
      const { user: target } = await createAdmin(ctx.db, { teamRole: targetRole });
      const { user: trashed } = await createAdmin(ctx.db, { teamRole: targetRole });
      const batchId = await panelAccountInTrash(ctx.db, trashed.id);
      const imageId = await giveProfileImage(ctx.db, target.id);
      const requests = await writesAgainst(target.id, trashed.id, batchId, imageId);
      const before = await fingerprint(ctx.db, tables);
      const problems: string[] = [];
      for (const request of requests) {
        const response =
          'multipart' in request
            ? await ctx.app.inject({
                method: 'POST',
                url: `/api${request.url}`,
                headers: { ...caller.headers, ...request.multipart.headers },
                payload: request.multipart.payload,
              })
            : await send(
                caller.headers,
                request.method,
                request.url,
                'payload' in request ? request.payload : undefined,
              );
        const body = response.json<{ success: boolean; message: string }>();
        if (
          response.statusCode !== 403 ||
          body.message !== userMessages.panelAccount ||
          body.success !== false
        ) {
          problems.push(`${request.name}: ${response.statusCode} ${response.body}`);
        }
      }
      expect(problems).toEqual([]);
      expect(changedTables(before, await fingerprint(ctx.db, tables))).toEqual([]);
    });
  }

  it('leaves panel accounts out of "all matching": the bulk delete and the bulk assignment take app users only', async () => {
    const marker = `allmatch-${Date.now()}`;
    const { user: member } = await createAdmin(ctx.db, {
      teamRole: 'owner',
      email: `${marker}-owner@example.test`,
    });
    const { user: appUser } = await createUser(ctx.db, { email: `${marker}-app@example.test` });

    const preview = await send(coach.headers, 'POST', `/training-programs/${programId}/assignments`, {
      filter: { search: marker, status: 'all' },
      dry_run: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ data: BulkAssignmentPreview }>().data).toEqual({
      will_assign: 1,
      skipped: [],
      skipped_count: 0,
    });

    // The list shows the app user only (the total the panel promises), and only the app user goes.
    const listed = await send(coach.headers, 'GET', `/users?search=${marker}`);
    expect(listed.json<{ data: { total: number } }>().data.total).toBe(1);
    const deleted = await send(coach.headers, 'POST', '/users/bulk-delete', {
      all_matching: { search: marker },
      expected_total: 1,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ data: BulkDeleteResult }>().data).toMatchObject({ count: 1, skipped: 0 });
    const states = await ctx.db.execute<{ id: string | number; deleted: boolean }>(
      sql`select id, deleted_at is not null as deleted from users where id in (${member.id}, ${appUser.id})`,
    );
    expect(Object.fromEntries(states.rows.map((row) => [Number(row.id), row.deleted]))).toEqual({
      [member.id]: false,
      [appUser.id]: true,
    });
  });

  it('lists app users only, and says how many team accounts a search matches by e-mail', async () => {
    const marker = `listed-${Date.now()}`;
    await createAdmin(ctx.db, { teamRole: 'coach', email: `jane.${marker}@team.example` });
    await createAdmin(ctx.db, { teamRole: 'moderator', email: `max.${marker}@team.example` });
    const { user: appUser } = await createUser(ctx.db, { email: `jane.${marker}@app.example` });
    for (const headers of [owner.headers, coach.headers]) {
      const page = (await send(headers, 'GET', `/users?search=${marker}`)).json<{ data: UserPage }>().data;
      expect(page.data.map((user) => user.id)).toEqual([appUser.id]);
      expect(page.total).toBe(1);
      expect(page.team_member_matches).toBe(2);
    }
    const byEmail = await send(owner.headers, 'GET', `/users?search=jane.${marker}@team.example`);
    expect(byEmail.json<{ data: UserPage }>().data).toMatchObject({
      data: [],
      total: 0,
      team_member_matches: 1,
    });
    // A team member's name alone is not their e-mail: the count follows the e-mail only.
    expect(
      (await send(owner.headers, 'GET', `/users?search=jane.${marker}@app`)).json<{ data: UserPage }>().data
        .team_member_matches,
    ).toBe(0);
    // Without a search there is nothing to match.
    const unfiltered = (await send(owner.headers, 'GET', '/users')).json<{ data: UserPage }>().data;
    expect(unfiltered).not.toHaveProperty('team_member_matches');
    expect(unfiltered.data.every((user) => user.role === 'user')).toBe(true);
  });

  it("answers 404 for a team account's detail, programs and schedule, whoever asks", async () => {
    const { user: member } = await createAdmin(ctx.db, { teamRole: 'coach' });
    for (const headers of [owner.headers, coach.headers]) {
      for (const url of [
        `/users/${member.id}`,
        `/users/${member.id}/programs`,
        `/users/${member.id}/schedule`,
      ]) {
        const response = await send(headers, 'GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ success: false, message: userMessages.notFound });
      }
    }
    // An app user is still read as before.
    const { user: appUser } = await createUser(ctx.db);
    expect((await send(coach.headers, 'GET', `/users/${appUser.id}`)).statusCode).toBe(200);
  });

  it('keeps the own-account answer: deleting yourself is still the 409 it was', async () => {
    const own = await send(coach.headers, 'DELETE', `/users/${coach.user.id}`);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ success: false, message: userMessages.cannotDeleteSelf });
  });
});
