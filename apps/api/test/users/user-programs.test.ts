import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROGRAM_PICKER_PAGE_SIZE,
  userMessages,
  type ProgramPickerPage,
  type UserWithPrograms,
} from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  nonAdminAuthHeader,
  type AuthHeader,
} from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers, createUserViaApi } from './users-helpers.js';

describe('a user’s programs and the program picker', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('lists the user with their programs, latest assignment first', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    const first = await createProgramViaApi(ctx.app, admin, { name: 'Morning Mobility' });
    const second = await createProgramViaApi(ctx.app, admin, { name: 'Strength Base' });
    await createProgramViaApi(ctx.app, admin, { name: 'Not Theirs' });
    await call('POST', `/training-programs/${first.id}/assign-user/${user.id}`);
    await call('POST', `/training-programs/${second.id}/assign-user/${user.id}`);

    const response = await call('GET', `/users/${user.id}/programs`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: UserWithPrograms }>().data;
    expect(data).toMatchObject({ id: user.id, email: user.email });
    expect(data.programs.map((program) => program.name)).toEqual(['Strength Base', 'Morning Mobility']);
    expect(data.programs[0]?.assigned_at).toEqual(expect.any(String));

    await call('DELETE', `/training-programs/${second.id}/unassign-user/${user.id}`);
    const after = await call('GET', `/users/${user.id}/programs`);
    expect(after.json().data.programs.map((program: { id: number }) => program.id)).toEqual([first.id]);
  });

  it('answers 404 for a missing user', async () => {
    const response = await call('GET', '/users/999999/programs');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(userMessages.notFound);
  });

  it('searches programs by name, 60 a page', async () => {
    await createProgramViaApi(ctx.app, admin, { name: 'Kettlebell Flow' });
    const response = await call('GET', '/training-programs/search?search=KETTLE');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: ProgramPickerPage }>().data;
    expect(page.data.map((program) => program.name)).toEqual(['Kettlebell Flow']);
    expect(page).toMatchObject({
      total: 1,
      current_page: 1,
      last_page: 1,
      per_page: PROGRAM_PICKER_PAGE_SIZE,
    });
    const all = await call('GET', '/training-programs/search?page=1');
    expect(all.json().data.total).toBe(4);
  });

  it('is for admins only', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: `/api/users/${user.id}/programs` });
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/training-programs/search' });
  });
});
