import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trashMessages, userMessages, type TrashEntry, type User, type UserPage } from '@coachboard/contract';
import { adminAuthHeader, bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import type { AuthHeader } from '../programs/program-helpers.js';
import { auditEntriesOf, onlyAuditEntryOf } from '../recipes/audit-helpers.js';
import { createPostViaApi } from '../community/community-helpers.js';
import { apiCaller, createTestAppWithUsers, createUserViaApi, validUserInput } from './users-helpers.js';

/**
 * Users in the trash and the audit log: the specification's soft delete stays (listed as Inactive,
 * detail works) and the user is listed in the trash too; every change is recorded, passwords never.
 */
describe('users: trash and audit log', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );
  const listed = async (query: string) =>
    (await call('GET', `/users?per_page=100&${query}`)).json<{ data: UserPage }>().data.data;
  const trashed = async () =>
    (await call('GET', '/trash?type=user')).json<{ data: { data: TrashEntry[] } }>().data.data;

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('records a create without the password, and an update with only the changed fields', async () => {
    const input = validUserInput({ first_name: 'Audrey', last_name: 'Log', password: 'Secr3t@Audit9' });
    const created = await call('POST', '/users', input);
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<{ data: User }>().data;
    const entry = await onlyAuditEntryOf(ctx.db, created);
    expect(entry).toMatchObject({
      action: 'create',
      record_type: 'user',
      record_id: user.id,
      record_name: 'Audrey Log',
      changes: { email: { before: null, after: input.email }, first_name: { before: null, after: 'Audrey' } },
    });
    const written = JSON.stringify(await auditEntriesOf(ctx.db, created));
    expect(written).not.toContain('Secr3t@Audit9');
    expect(written).not.toContain('argon2');
    expect(Object.keys(entry.changes ?? {})).not.toEqual(
      expect.arrayContaining(['password', 'password_hash', 'token_version']),
    );

    const updated = await call('PUT', `/users/${user.id}`, { last_name: 'Logged', height: '' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await onlyAuditEntryOf(ctx.db, updated)).changes).toEqual({
      last_name: { before: 'Log', after: 'Logged' },
      height: { before: input.height, after: null },
    });
  });

  it('reverts an update through the audit log', async () => {
    const user = await createUserViaApi(ctx.app, admin, { first_name: 'Rita', height: '160cm' });
    const updated = await call('PUT', `/users/${user.id}`, { first_name: 'Margarita', height: '161cm' });
    expect(updated.statusCode).toBe(200);
    const [row] = (
      await ctx.db.execute<{ id: number }>(sql`select id::int as id from audit_entries
        where request_id = ${String(updated.headers['x-request-id'])}`)
    ).rows;
    const revert = await call('POST', `/audit/${row!.id}/revert`);
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await call('GET', `/users/${user.id}`)).json().data).toMatchObject({
      first_name: 'Rita',
      height: '160cm',
    });
  });

  it('shows a password change as changed only, never its value', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    const { diffFields } = await import('../../src/lib/audit.js');
    const read = await ctx.app.recordTypes.get('user')!.read(ctx.db, user.id);
    expect(Object.keys(read!.fields)).not.toContain('password');
    // Whatever route changes it, a password reaches an entry as { changed: true } only.
    expect(
      diffFields({ ...read!.fields, password: 'Old@Pass1' }, { ...read!.fields, password: 'New@Pass2' }),
    ).toEqual({
      password: { changed: true },
    });
  });

  it('soft-deletes into the trash: listed Inactive, detail works, signed out; restore brings it back', async () => {
    const { user, password } = await createUser(ctx.db, { firstName: 'Trash', lastName: 'Admin' });
    const session = await loginAs(ctx.app, user.email, password);
    // App users cannot call the admin API; their post is written as the app would.
    await ctx.db.execute(
      sql`insert into posts (author_id, content, type) values (${user.id}, 'From the app', 'general')`,
    );
    const before = (await call('GET', `/users/${user.id}`)).json().data as User;

    const deleted = await call('DELETE', `/users/${user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: userMessages.deleted, data: { id: user.id } });
    expect(await onlyAuditEntryOf(ctx.db, deleted)).toMatchObject({
      action: 'delete',
      record_type: 'user',
      record_id: user.id,
      record_name: 'Trash Admin',
    });

    expect((await listed('is_active=true')).map((u) => u.id)).not.toContain(user.id);
    expect((await listed('is_active=false')).find((u) => u.id === user.id)).toMatchObject({
      is_active: false,
    });
    const detail = await call('GET', `/users/${user.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ is_active: false });
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(session.refresh_token),
    });
    expect(signedOut.statusCode).toBe(401);

    const [entry] = (await trashed()).filter((item) => item.id === user.id);
    expect(entry).toMatchObject({ type: 'user', name: 'Trash Admin', goes_with: '1 post' });

    const restored = await call('POST', `/users/${user.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      message: userMessages.restored,
      data: { id: user.id, is_active: true },
    });
    expect((await auditEntriesOf(ctx.db, restored)).map((e) => e.action)).toEqual(['restore']);
    expect((await trashed()).map((item) => item.id)).not.toContain(user.id);
    const after = (await call('GET', `/users/${user.id}`)).json().data as User;
    expect({ ...after, updated_at: before.updated_at }).toEqual(before);
  });

  it('restores from the trash page as the users restore does, e-mail clash included (409, nothing changed)', async () => {
    const gone = await createUserViaApi(ctx.app, admin, { email: 'trash-clash@example.test' });
    await call('DELETE', `/users/${gone.id}`);
    await createUser(ctx.db, { email: 'Trash-Clash@example.test' });
    const trashBefore = await trashed();
    const clash = await call('POST', `/trash/user/${gone.id}/restore`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(userMessages.restoreEmailTaken);
    expect(await auditEntriesOf(ctx.db, clash)).toEqual([]);
    expect((await call('GET', `/users/${gone.id}`)).json().data).toMatchObject({ is_active: false });
    expect(await trashed()).toEqual(trashBefore);

    const viaUsers = await call('POST', `/users/${gone.id}/restore`);
    expect(viaUsers.statusCode).toBe(409);
    expect(viaUsers.json()).toEqual({ success: false, message: userMessages.restoreEmailTaken });

    const other = await createUserViaApi(ctx.app, admin);
    await call('DELETE', `/users/${other.id}`);
    const fromTrash = await call('POST', `/trash/user/${other.id}/restore`);
    expect(fromTrash.statusCode, fromTrash.body).toBe(200);
    expect((await call('GET', `/users/${other.id}`)).json().data).toMatchObject({ is_active: true });
  });

  it('bulk-deletes users in one batch: already deleted ones skipped, one Undo restores them', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUserViaApi(ctx.app, admin)));
    const ids = users.map((user) => user.id);
    await call('DELETE', `/users/${ids[0]}`);

    const response = await call('POST', '/users/bulk-delete', { ids });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ type: 'user', count: 2, skipped: 1 });
    const deletes = (await auditEntriesOf(ctx.db, response)).filter((entry) => entry.action === 'delete');
    expect(deletes.map((entry) => entry.record_id).sort()).toEqual(ids.slice(1).sort());
    for (const id of ids) {
      expect((await call('GET', `/users/${id}`)).json().data).toMatchObject({ is_active: false });
    }

    const undo = await call('POST', `/trash/batches/${result.batch_id}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toEqual({ restored: 2 });
    expect((await call('GET', `/users/${ids[0]}`)).json().data).toMatchObject({ is_active: false });
    for (const id of ids.slice(1)) {
      expect((await call('GET', `/users/${id}`)).json().data).toMatchObject({ is_active: true });
    }
  });

  it('refuses a bulk delete holding your own account with 409, deleting nobody', async () => {
    const { user: self, password } = await createAdmin(ctx.db);
    const selfHeader = bearer((await loginAs(ctx.app, self.email, password)).token);
    const victim = await createUserViaApi(ctx.app, admin);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/bulk-delete',
      headers: selfHeader,
      payload: { ids: [victim.id, self.id] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(trashMessages.ownAccount);
    expect((await call('GET', `/users/${victim.id}`)).json().data).toMatchObject({ is_active: true });
  });

  it('purges a trashed user: their likes and comments leave the counts of other posts', async () => {
    const { user } = await createUser(ctx.db);
    // App users cannot call the admin API; their likes and comments are written as the app would.
    const post = await createPostViaApi(ctx.app, admin);
    await ctx.db.execute(sql`insert into post_likes (post_id, user_id) values (${post.id}, ${user.id})`);
    await ctx.db.execute(
      sql`insert into post_comments (post_id, author_id, content) values (${post.id}, ${user.id}, 'hi')`,
    );
    await ctx.db.execute(
      sql`update posts set likes_count = likes_count + 1, comments_count = comments_count + 1 where id = ${post.id}`,
    );
    await call('DELETE', `/users/${user.id}`);
    const purged = await call('DELETE', `/trash/user/${user.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect((await call('GET', `/users/${user.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/posts/${post.id}`)).json().data).toMatchObject({
      likes_count: 0,
      comments_count: 0,
    });
  });
});
