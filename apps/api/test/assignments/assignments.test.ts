import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  AssignedUserPage,
  AssignUserResult,
  PersonalCopyPage,
  ProgramDetail,
  ProgramSummary,
} from '@coachboard/contract';
import { programUsers, trainingPrograms } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';

describe('assignments with a start date and a mode, personal copies', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const data = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const listIds = async (query = '') =>
    (await data<{ data: ProgramSummary[]; total: number }>('GET', `/training-programs${query}`)).data.map(
      (program) => program.id,
    );
  const listTotal = async (query = '') =>
    (await data<{ total: number }>('GET', `/training-programs${query}`)).total;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('assigns linked from a given start date; the assigned-users list answers start_date, mode and ends_on', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Linked Plan', duration_weeks: 3 });
    const { user } = await createUser(ctx.db, { firstName: 'Lena', lastName: 'Berg' });
    const result = await data<AssignUserResult>(
      'POST',
      `/training-programs/${program.id}/assign-user/${user.id}`,
      { start_date: '2026-03-02', mode: 'linked' },
    );
    expect(result.assignment).toEqual({
      program_id: program.id,
      start_date: '2026-03-02',
      mode: 'linked',
      ends_on: '2026-03-23',
    });
    const page = await data<AssignedUserPage>('GET', `/training-programs/${program.id}/assigned-users`);
    expect(page.data).toEqual([
      expect.objectContaining({
        id: user.id,
        program_id: program.id,
        start_date: '2026-03-02',
        mode: 'linked',
        ends_on: '2026-03-23',
      }),
    ]);
  });

  it('refuses a start date that is no calendar date and an unknown mode with 422', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const { user } = await createUser(ctx.db);
    const url = `/training-programs/${program.id}/assign-user/${user.id}`;
    const badDate = await call('POST', url, { start_date: '2026-02-30' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.start_date).toEqual(['start_date must be a calendar date (YYYY-MM-DD)']);
    const badMode = await call('POST', url, { mode: 'shared' });
    expect(badMode.statusCode).toBe(422);
    expect(badMode.json().errors.mode).toEqual(['mode must be linked or copy']);
    const [row] = await ctx.db.select().from(programUsers).where(eq(programUsers.userId, user.id));
    expect(row).toBeUndefined();
  });

  describe('mode copy', () => {
    let template: ProgramDetail;
    let copyId: number;
    let userId: number;
    let answer: Awaited<ReturnType<typeof call>>;

    beforeAll(async () => {
      template = await createProgramViaApi(ctx.app, admin, { name: 'Strength Base', duration_weeks: 2 });
      const { user } = await createUser(ctx.db, { firstName: 'Ana', lastName: 'Silva' });
      userId = user.id;
      answer = await call('POST', `/training-programs/${template.id}/assign-user/${user.id}`, {
        start_date: '2026-04-06',
        mode: 'copy',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      copyId = answer.json<{ data: AssignUserResult }>().data.assignment.program_id;
    });

    it('makes a personal copy owned by the user, naming its template, and assigns the user to the copy', async () => {
      expect(copyId).not.toBe(template.id);
      expect(answer.json<{ data: AssignUserResult }>().data.assignment).toEqual({
        program_id: copyId,
        start_date: '2026-04-06',
        mode: 'copy',
        ends_on: '2026-04-20',
      });
      const [copy] = await ctx.db.select().from(trainingPrograms).where(eq(trainingPrograms.id, copyId));
      expect(copy).toMatchObject({
        name: 'Strength Base · Ana Silva',
        ownerUserId: userId,
        templateId: template.id,
        durationWeeks: 2,
      });
      const assignments = await ctx.db.select().from(programUsers).where(eq(programUsers.userId, userId));
      expect(assignments).toEqual([
        expect.objectContaining({ trainingProgramId: copyId, startDate: '2026-04-06', mode: 'copy' }),
      ]);
      // The copy is a full program: the same weeks as its template.
      const weeks = await data<{ total: number }>('GET', `/training-programs/${copyId}/training-weeks`);
      expect(weeks.total).toBe(2);
    });

    it('records the assignment on the template and the copy as a created program', async () => {
      const entries = await entriesOfAnswer(ctx.db, answer);
      expect(entries).toEqual([
        expect.objectContaining({
          action: 'create',
          record_type: 'program',
          record_id: copyId,
          record_name: 'Strength Base · Ana Silva',
        }),
        expect.objectContaining({
          action: 'assign',
          record_type: 'program',
          record_id: template.id,
          details: expect.objectContaining({
            mode: 'copy',
            start_date: '2026-04-06',
            personal_copy: { id: copyId, name: 'Strength Base · Ana Silva' },
          }),
        }),
      ]);
    });

    it('leaves the copy out of the main list and its total; the Personal copies filter shows it', async () => {
      expect(await listIds()).toContain(template.id);
      expect(await listIds()).not.toContain(copyId);
      expect(await listIds('?search=strength base')).not.toContain(copyId);
      expect(await listIds('?kind=personal_copies')).toEqual([copyId]);
      const copies = await ctx.db.select().from(trainingPrograms);
      const ordinary = copies.filter((program) => program.ownerUserId === null).length;
      expect(await listTotal()).toBe(ordinary);
      expect(await listTotal('?kind=personal_copies')).toBe(1);
      const badKind = await call('GET', '/training-programs?kind=copies');
      expect(badKind.statusCode).toBe(422);
    });

    it('lists the copies of the template with their users; the copy says whose copy it is and its template', async () => {
      const page = await data<PersonalCopyPage>('GET', `/training-programs/${template.id}/copies`);
      expect(page.total).toBe(1);
      expect(page.data).toEqual([
        expect.objectContaining({
          id: copyId,
          name: 'Strength Base · Ana Silva',
          user: expect.objectContaining({ id: userId, first_name: 'Ana', last_name: 'Silva' }),
          start_date: '2026-04-06',
          ends_on: '2026-04-20',
        }),
      ]);
      const copy = await data<ProgramDetail>('GET', `/training-programs/${copyId}`);
      expect(copy.personal_copy).toEqual({
        user: { id: userId, name: 'Ana Silva' },
        template: { id: template.id, name: 'Strength Base', in_trash: false },
      });
      expect(
        (await data<ProgramDetail>('GET', `/training-programs/${template.id}`)).personal_copy,
      ).toBeNull();
      expect((await call('GET', '/training-programs/999999/copies')).statusCode).toBe(404);
    });

    it("reads a copy's detail, whose copy it is included, in four statements of its own", async () => {
      const pool = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const original = pool.query.bind(pool);
      const named: string[] = [];
      pool.query = (...args: unknown[]) => {
        const name = (args[0] as { name?: unknown } | null)?.name;
        if (typeof name === 'string' && name.startsWith('program_')) named.push(name);
        return original(...args);
      };
      try {
        const copy = await data<ProgramDetail>('GET', `/training-programs/${copyId}`);
        expect(copy.personal_copy?.user.id).toBe(userId);
      } finally {
        pool.query = original;
      }
      expect(named.sort()).toEqual([
        'program_detail_by_id',
        'program_detail_exercises',
        'program_detail_users',
        'program_personal_copy_count',
      ]);
    });

    it('counts the copy as following the template: a second assignment is a 409, the picker leaves the user out', async () => {
      for (const mode of ['linked', 'copy']) {
        const again = await call('POST', `/training-programs/${template.id}/assign-user/${userId}`, { mode });
        expect(again.statusCode).toBe(409);
      }
      const available = await data<{ data: Array<{ id: number }> }>(
        'GET',
        `/training-programs/${template.id}/available-users?per_page=100`,
      );
      expect(available.data.map((user) => user.id)).not.toContain(userId);
      const copies = await ctx.db
        .select()
        .from(trainingPrograms)
        .where(and(eq(trainingPrograms.templateId, template.id), eq(trainingPrograms.ownerUserId, userId)));
      expect(copies).toHaveLength(1);
    });

    it("lists the user on the copy's assigned users with mode copy; a Duplicate of the copy is an ordinary program", async () => {
      const page = await data<AssignedUserPage>('GET', `/training-programs/${copyId}/assigned-users`);
      expect(page.data).toEqual([
        expect.objectContaining({ id: userId, program_id: copyId, mode: 'copy', start_date: '2026-04-06' }),
      ]);
      const duplicated = await ctx.app.inject({
        method: 'POST',
        url: `/api/training-programs/${copyId}/duplicate`,
        headers: admin,
        payload: {},
      });
      expect(duplicated.statusCode, duplicated.body).toBe(201);
      const duplicate = duplicated.json<{ data: ProgramDetail }>().data;
      expect(duplicate.personal_copy).toBeNull();
      const [row] = await ctx.db.select().from(trainingPrograms).where(eq(trainingPrograms.id, duplicate.id));
      expect(row).toMatchObject({ ownerUserId: null, templateId: null });
      expect(await listIds()).toContain(duplicate.id);
    });

    it('keeps the link while the template is in the trash and after its restore', async () => {
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/training-programs/${template.id}`,
        headers: admin,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const copy = await data<ProgramDetail>('GET', `/training-programs/${copyId}`);
      expect(copy.personal_copy?.template).toEqual({
        id: template.id,
        name: 'Strength Base',
        in_trash: true,
      });
      const undo = await call('POST', `/trash/program/${template.id}/restore`);
      expect(undo.statusCode, undo.body).toBe(200);
      const page = await data<PersonalCopyPage>('GET', `/training-programs/${template.id}/copies`);
      expect(page.data.map((row) => row.id)).toEqual([copyId]);
    });
  });
});
