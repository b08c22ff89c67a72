import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages, type TeamRole } from '@coachboard/contract';
import { moveToTrash } from '../../src/lib/trash.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPostViaApi } from '../community/community-helpers.js';
import { createProgramViaApi } from '../programs/program-helpers.js';
import { inTrashTransaction, type AuthHeader } from './trash-helpers.js';

/**
 * Restore is open to every team role (the Undo after a delete), so the trash module refuses a record type the
 * role may not delete: programs and the like are the coaches', posts and comments the moderators'.
 */
describe('trash: restoring is limited to the record types the team role may delete', () => {
  let ctx: TestApp;
  const headers = {} as Record<TeamRole, AuthHeader>;

  const signedIn = async (teamRole: TeamRole) => {
    const { user, password } = await createAdmin(ctx.db, { teamRole });
    return bearer((await loginAs(ctx.app, user.email, password)).token);
  };
  const post = (auth: AuthHeader, url: string) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: auth });
  const trash = (type: 'program' | 'post', ids: number[], batchId?: string) =>
    inTrashTransaction(ctx, (tx, context) => moveToTrash(tx, context, type, ids, batchId));
  const trashedProgram = async () => {
    const program = await createProgramViaApi(ctx.app, headers.owner, { name: 'Role Program' });
    return { id: program.id, ...(await trash('program', [program.id])) };
  };
  const trashedPost = async () => {
    const created = await createPostViaApi(ctx.app, headers.owner, { content: 'Role post' });
    return { id: created.id, ...(await trash('post', [created.id])) };
  };
  const expectRefused = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ success: false, message: permissionMessages.roleForbidden });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['owner', 'coach', 'moderator'] as const) headers[role] = await signedIn(role);
  });
  afterAll(async () => ctx.close());

  it('a moderator may not restore a program (one record or its batch) but may restore a post', async () => {
    const program = await trashedProgram();
    expectRefused(await post(headers.moderator, `/trash/program/${program.id}/restore`));
    expectRefused(await post(headers.moderator, `/trash/batches/${program.batchId}/restore`));

    const postOne = await trashedPost();
    expect((await post(headers.moderator, `/trash/post/${postOne.id}/restore`)).statusCode).toBe(200);
    const postTwo = await trashedPost();
    const undo = await post(headers.moderator, `/trash/batches/${postTwo.batchId}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);

    // The refused program is still in the trash: its owner restores it.
    expect((await post(headers.owner, `/trash/program/${program.id}/restore`)).statusCode).toBe(200);
  });

  it('a coach may restore a program but not a post', async () => {
    const program = await trashedProgram();
    expect((await post(headers.coach, `/trash/program/${program.id}/restore`)).statusCode).toBe(200);
    const other = await trashedProgram();
    expect((await post(headers.coach, `/trash/batches/${other.batchId}/restore`)).statusCode).toBe(200);

    const postOne = await trashedPost();
    expectRefused(await post(headers.coach, `/trash/post/${postOne.id}/restore`));
    expectRefused(await post(headers.coach, `/trash/batches/${postOne.batchId}/restore`));
  });

  it('refuses a whole batch holding one record type the role may not restore, and changes nothing', async () => {
    const batchId = crypto.randomUUID();
    const program = await createProgramViaApi(ctx.app, headers.owner, { name: 'Mixed Program' });
    const created = await createPostViaApi(ctx.app, headers.owner, { content: 'Mixed post' });
    await trash('program', [program.id], batchId);
    await trash('post', [created.id], batchId);

    expectRefused(await post(headers.coach, `/trash/batches/${batchId}/restore`));
    expectRefused(await post(headers.moderator, `/trash/batches/${batchId}/restore`));
    const program404 = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${program.id}`,
      headers: headers.owner,
    });
    expect(program404.statusCode).toBe(404);

    const undo = await post(headers.owner, `/trash/batches/${batchId}/restore`);
    expect(undo.json()).toEqual({ success: true, data: { restored: 2 } });
  });
});
