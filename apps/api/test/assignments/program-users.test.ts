import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  programMessages,
  USER_PICKER_EXACT_TOTAL_LIMIT,
  type UserPickerPage,
} from '@coachboard/contract';
import { programUsers, users } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  nonAdminAuthHeader,
  type AuthHeader,
} from '../programs/program-helpers.js';

describe('program users: assign, unassign, available and assigned lists', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  let programId: number;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin });
  const page = async (url: string) => {
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserPickerPage }>().data;
  };
  const isAssigned = async (userId: number) =>
    (
      await ctx.db
        .select()
        .from(programUsers)
        .where(and(eq(programUsers.trainingProgramId, programId), eq(programUsers.userId, userId)))
    ).length === 1;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    programId = (await createProgramViaApi(ctx.app, admin)).id;
  });
  afterAll(() => ctx.close());

  describe('assign and unassign', () => {
    it('assigns an active user with the success message and refuses a second time with 409', async () => {
      const { user } = await createUser(ctx.db, { firstName: 'Maria', lastName: 'Lopez' });
      const response = await call('POST', `/training-programs/${programId}/assign-user/${user.id}`);
      expect(response.statusCode).toBe(200);
      // Without a body (the specification's call): linked, starting today (UTC), ending after the 4 weeks.
      const today = new Date().toISOString().slice(0, 10);
      expect(response.json()).toEqual({
        success: true,
        message: 'Maria Lopez assigned successfully!',
        data: {
          id: user.id,
          email: user.email,
          first_name: 'Maria',
          last_name: 'Lopez',
          deleted_at: null,
          is_active: true,
          assignment: {
            program_id: programId,
            start_date: today,
            mode: 'linked',
            ends_on: addDays(today, 28),
          },
        },
      });
      expect(await isAssigned(user.id)).toBe(true);

      const again = await call('POST', `/training-programs/${programId}/assign-user/${user.id}`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: programMessages.alreadyAssigned });
    });

    it('unassigns with the success message and refuses a user who is not assigned with 409', async () => {
      const { user } = await createUser(ctx.db, {
        firstName: null,
        lastName: null,
        email: 'nameless@example.test',
      });
      await call('POST', `/training-programs/${programId}/assign-user/${user.id}`);
      const response = await call('DELETE', `/training-programs/${programId}/unassign-user/${user.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('nameless@example.test removed successfully!');
      expect(await isAssigned(user.id)).toBe(false);

      const again = await call('DELETE', `/training-programs/${programId}/unassign-user/${user.id}`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(programMessages.notAssigned);
    });

    it('answers 404 for unknown or deleted users and unknown programs', async () => {
      const { user: deleted } = await createUser(ctx.db, { deletedAt: new Date() });
      const { user: active } = await createUser(ctx.db);
      for (const method of ['POST', 'DELETE'] as const) {
        const action = method === 'POST' ? 'assign-user' : 'unassign-user';
        const unknownUser = await call(method, `/training-programs/${programId}/${action}/987654`);
        expect(unknownUser.statusCode).toBe(404);
        expect(unknownUser.json().message).toBe(programMessages.userNotFound);
        const deletedUser = await call(method, `/training-programs/${programId}/${action}/${deleted.id}`);
        expect(deletedUser.statusCode).toBe(404);
        expect(deletedUser.json().message).toBe(programMessages.userNotFound);
        const unknownProgram = await call(method, `/training-programs/987654/${action}/${active.id}`);
        expect(unknownProgram.statusCode).toBe(404);
        expect(unknownProgram.json().message).toBe(programMessages.notFound);
      }
      expect(await isAssigned(deleted.id)).toBe(false);
    });

    it('never offers or assigns a panel account: they are not app users', async () => {
      const { user: panelAccount } = await createUser(ctx.db, {
        email: 'coach.account@example.test',
        role: 'admin',
      });
      const offered = await page(`/training-programs/${programId}/available-users?search=coach.account`);
      expect(offered.data).toEqual([]);
      expect(offered.total).toBe(0);
      const assign = await call('POST', `/training-programs/${programId}/assign-user/${panelAccount.id}`);
      expect(assign.statusCode).toBe(404);
      expect(assign.json().message).toBe(programMessages.userNotFound);
      expect(await isAssigned(panelAccount.id)).toBe(false);
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'POST',
        url: `/api/training-programs/1/assign-user/1`,
      });
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'DELETE',
        url: `/api/training-programs/1/unassign-user/1`,
      });
    });
  });

  describe('available and assigned users', () => {
    let searchProgramId: number;
    const people: Record<string, number> = {};

    beforeAll(async () => {
      searchProgramId = (await createProgramViaApi(ctx.app, admin, { name: 'Search program' })).id;
      const base = Date.UTC(2024, 5, 1);
      const specs = [
        { key: 'anna', firstName: 'Anna', lastName: 'Karenina', email: 'anna.k@club.test' },
        { key: 'hannah', firstName: 'Hannah', lastName: 'Arendt', email: 'h.arendt@club.test' },
        { key: 'joe', firstName: 'Joe', lastName: 'Bloggs', email: 'JOE.BLOGGS@Mail.test' },
        { key: 'nameless', firstName: null, lastName: null, email: 'ghost_writer@club.test' },
        {
          key: 'deletedAnna',
          firstName: 'Anna',
          lastName: 'Deleted',
          email: 'anna.gone@club.test',
          deleted: true,
        },
        { key: 'assignedAnn', firstName: 'Annabel', lastName: 'Lee', email: 'annabel@club.test' },
      ];
      for (const [index, spec] of specs.entries()) {
        const { user } = await createUser(ctx.db, {
          firstName: spec.firstName,
          lastName: spec.lastName,
          email: spec.email,
          deletedAt: spec.deleted ? new Date() : null,
          createdAt: new Date(base + index * 60_000),
        });
        people[spec.key] = user.id;
      }
      await ctx.db
        .insert(programUsers)
        .values({ trainingProgramId: searchProgramId, userId: people.assignedAnn! });
    });

    const availableIds = async (query: string) =>
      (await page(`/training-programs/${searchProgramId}/available-users${query}`)).data.map(
        (user) => user.id,
      );

    it('searches first name, last name and e-mail case-insensitively, without deleted or assigned users', async () => {
      expect(await availableIds('?search=ANN')).toEqual([people.hannah, people.anna]);
      expect(await availableIds('?search=arendt')).toEqual([people.hannah]);
      expect(await availableIds('?search=mail.TEST')).toEqual([people.joe]);
      expect(await availableIds('?search=bloggs')).toEqual([people.joe]);
      expect(await availableIds('?search=ghost_')).toEqual([people.nameless]);
      expect(await availableIds('?search=gone')).toEqual([]);
      expect(await availableIds('?search=annabel')).toEqual([]);
    });

    it('lists every active unassigned user newest first when there is no search', async () => {
      const all = await page(`/training-programs/${searchProgramId}/available-users`);
      const ids = all.data.map((user) => user.id);
      expect(ids).toContain(people.anna);
      expect(ids).not.toContain(people.deletedAnna);
      expect(ids).not.toContain(people.assignedAnn);
      expect(all.data.every((user) => user.is_active && user.deleted_at === null)).toBe(true);
      expect(all.per_page).toBe(20);
      expect(all.total).toBe(all.data.length);
    });

    it('pages with per_page, capped at 100, and keeps search in the links', async () => {
      const first = await page(
        `/training-programs/${searchProgramId}/available-users?search=club&per_page=2`,
      );
      expect(first).toMatchObject({
        per_page: 2,
        current_page: 1,
        total: 3,
        last_page: 2,
        from: 1,
        to: 2,
      });
      expect(first.next_page_url).toBe(
        `/api/training-programs/${searchProgramId}/available-users?search=club&per_page=2&page=2`,
      );
      const second = await page(
        `/training-programs/${searchProgramId}/available-users?search=club&per_page=2&page=2`,
      );
      expect(second).toMatchObject({ current_page: 2, from: 3, to: 3, next_page_url: null });
      const ids = [...first.data, ...second.data].map((user) => user.id);
      expect(ids).toEqual([people.nameless, people.hannah, people.anna]);
      const capped = await page(`/training-programs/${searchProgramId}/available-users?per_page=5000`);
      expect(capped.per_page).toBe(100);
    });

    it('answers a user search holding a NUL character as bad input, not a database error', async () => {
      const response = await call(
        'GET',
        `/training-programs/${searchProgramId}/available-users?search=${encodeURIComponent('ann\u0000')}`,
      );
      expect(response.statusCode, response.body).toBe(400);
    });

    it('moves a user from available to assigned when assigned', async () => {
      await call('POST', `/training-programs/${searchProgramId}/assign-user/${people.joe}`);
      expect(await availableIds('?search=joe')).toEqual([]);
      const assigned = await page(`/training-programs/${searchProgramId}/assigned-users`);
      expect(assigned.data.map((user) => user.id)).toEqual([people.assignedAnn, people.joe]);
      const searched = await page(`/training-programs/${searchProgramId}/assigned-users?search=LEE`);
      expect(searched.data.map((user) => user.id)).toEqual([people.assignedAnn]);
      expect(searched.total).toBe(1);
    });

    it('counts exactly up to 100 matches, then answers a flagged lower bound with exact next-page links', async () => {
      const crowdProgram = (await createProgramViaApi(ctx.app, admin, { name: 'Crowd' })).id;
      await ctx.db.insert(users).values(
        Array.from({ length: 130 }, (_, index) => ({
          email: `crowd${index}@crowd.test`,
          firstName: 'Crowd',
          lastName: `Member${index}`,
          createdAt: new Date(Date.UTC(2023, 0, 1) + index * 1000),
        })),
      );
      await ctx.db.execute(sql`analyze users`);
      const first = await page(`/training-programs/${crowdProgram}/available-users?search=crowd.test`);
      expect(first).toMatchObject({
        current_page: 1,
        total: USER_PICKER_EXACT_TOTAL_LIMIT,
        total_is_lower_bound: true,
        from: 1,
        to: 20,
      });
      expect(first.next_page_url).not.toBeNull();
      expect(first.last_page).toBe(5);
      const fifth = await page(`/training-programs/${crowdProgram}/available-users?search=crowd.test&page=6`);
      expect(fifth).toMatchObject({
        total: 120,
        total_is_lower_bound: true,
        from: 101,
        to: 120,
        last_page: 7,
      });

      const narrow = await page(`/training-programs/${crowdProgram}/available-users?search=member1`);
      // member1, member10-19, member100-129
      expect(narrow).toMatchObject({ total: 41, last_page: 3 });
      expect(narrow).not.toHaveProperty('total_is_lower_bound');

      const last = await page(`/training-programs/${crowdProgram}/available-users?search=crowd.test&page=7`);
      expect(last).toMatchObject({
        total: 130,
        from: 121,
        to: 130,
        next_page_url: null,
      });
      expect(last.last_page).toBe(7);

      const beyond = await page(`/training-programs/${crowdProgram}/available-users?search=member12&page=5`);
      expect(beyond).toMatchObject({ total: 11, data: [], next_page_url: null });
      expect(beyond).not.toHaveProperty('total_is_lower_bound');
    });

    it('answers 404 for an unknown program', async () => {
      for (const list of ['available-users', 'assigned-users']) {
        const response = await call('GET', `/training-programs/987654/${list}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(programMessages.notFound);
      }
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'GET',
        url: `/api/training-programs/1/available-users`,
      });
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'GET',
        url: `/api/training-programs/1/assigned-users`,
      });
    });
  });
});
