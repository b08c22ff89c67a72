import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { userMessages, type UserPage } from '@coachboard/contract';
import { authSessions, programUsers } from '../../src/db/schema/index.js';
import { adminAuthHeader, bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  nonAdminAuthHeader,
  type AuthHeader,
} from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers, createUserViaApi } from './users-helpers.js';

describe('DELETE /users/{id} and POST /users/{id}/restore', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );
  const activeIds = async () => {
    const response = await call('GET', '/users?is_active=true&per_page=100');
    return response.json<{ data: UserPage }>().data.data.map((user) => user.id);
  };

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('soft-deletes: hidden from active users, shown as inactive, signed out, assignments kept', async () => {
    // An app user signed in (as the mobile app does), so their session can prove that deletion signs out at once.
    const { user, password } = await createUser(ctx.db);
    const session = await loginAs(ctx.app, user.email, password);
    const program = await createProgramViaApi(ctx.app, admin);
    await ctx.db.insert(programUsers).values({ trainingProgramId: program.id, userId: user.id });

    const response = await call('DELETE', `/users/${user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: userMessages.deleted, data: { id: user.id } });

    expect(await activeIds()).not.toContain(user.id);
    const detail = await call('GET', `/users/${user.id}`);
    expect(detail.json().data).toMatchObject({ is_active: false });
    expect(detail.json().data.deleted_at).not.toBeNull();

    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(session.refresh_token),
    });
    expect(refresh.statusCode).toBe(401);
    const openSessions = await ctx.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)));
    expect(openSessions).toHaveLength(0);
    const assignments = await ctx.db.select().from(programUsers).where(eq(programUsers.userId, user.id));
    expect(assignments).toHaveLength(1);
  });

  it('refuses deleting twice, a missing user and the admin’s own account', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    await call('DELETE', `/users/${user.id}`);
    const again = await call('DELETE', `/users/${user.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(userMessages.alreadyDeleted);
    expect((await call('DELETE', '/users/999999')).statusCode).toBe(404);

    const { user: self, password } = await createAdmin(ctx.db);
    const selfHeader = bearer((await loginAs(ctx.app, self.email, password)).token);
    const own = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${self.id}`, headers: selfHeader });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ success: false, message: userMessages.cannotDeleteSelf });
  });

  it('restores a deleted user', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    await call('DELETE', `/users/${user.id}`);
    const response = await call('POST', `/users/${user.id}/restore`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: userMessages.restored,
      data: { id: user.id, is_active: true, deleted_at: null },
    });
    expect(await activeIds()).toContain(user.id);
  });

  it('refuses restoring an active user, a missing one, or one whose e-mail was taken meanwhile', async () => {
    const active = await createUserViaApi(ctx.app, admin);
    const notDeleted = await call('POST', `/users/${active.id}/restore`);
    expect(notDeleted.statusCode).toBe(409);
    expect(notDeleted.json().message).toBe(userMessages.notDeleted);
    expect((await call('POST', '/users/999999/restore')).statusCode).toBe(404);

    const gone = await createUserViaApi(ctx.app, admin, { email: 'reused@example.test' });
    await call('DELETE', `/users/${gone.id}`);
    await createUser(ctx.db, { email: 'REUSED@example.test' });
    const taken = await call('POST', `/users/${gone.id}/restore`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: userMessages.restoreEmailTaken });
  });

  it('is for admins only', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'DELETE', url: `/api/users/${user.id}` });
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'POST', url: `/api/users/${user.id}/restore` });
  });
});
