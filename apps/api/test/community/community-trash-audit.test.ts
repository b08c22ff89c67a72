import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityMessages,
  type Comment,
  type Post,
  type PostTypeCounts,
  type TrashEntry,
} from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeImage, multipart } from '../programs/program-helpers.js';
import { auditEntriesOf, onlyAuditEntryOf } from '../recipes/audit-helpers.js';
import { createPostViaApi, type AuthHeader } from './community-helpers.js';

/** Posts and comments in the trash and the audit log. */
describe('community: trash and audit log', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let other: AuthHeader;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = admin) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const detail = (id: number) => api('GET', `/posts/${id}`);
  const listedIds = async (url: string) =>
    (await api('GET', url)).json<{ data: { data: Post[] } }>().data.data.map((post) => post.id);
  const counts = async () => (await api('GET', '/posts/type-counts')).json<{ data: PostTypeCounts }>().data;
  const comments = async (postId: number) =>
    (await api('GET', `/posts/${postId}/comments?per_page=100`)).json<{
      data: { data: Comment[]; total: number };
    }>().data;
  const trashed = async (type: string) =>
    (await api('GET', `/trash?type=${type}`)).json<{ data: { data: TrashEntry[] } }>().data.data;
  const comment = async (postId: number, content: string, auth = admin) => {
    const response = await api('POST', `/posts/${postId}/comments`, { content }, auth);
    expect(response.statusCode, response.body).toBe(201);
    return response;
  };
  const attach = async (postId: number) => {
    const body = multipart([
      { name: 'attachments[]', value: await makeImage('png'), filename: 'a.png', contentType: 'image/png' },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/files/community/posts/${postId}/upload-attachment`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    other = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  it('records creating and editing posts and comments, only the changed fields', async () => {
    const created = await api('POST', '/posts', { content: 'Audited post', type: 'support' });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<{ data: Post }>().data;
    expect(await onlyAuditEntryOf(ctx.db, created)).toMatchObject({
      action: 'create',
      record_type: 'post',
      record_id: post.id,
      record_name: 'Audited post',
      changes: { content: { before: null, after: 'Audited post' }, type: { before: null, after: 'support' } },
    });

    const edited = await api('PUT', `/posts/${post.id}`, { content: 'Audited post, edited' });
    expect(edited.statusCode, edited.body).toBe(200);
    const editEntry = await onlyAuditEntryOf(ctx.db, edited);
    expect(editEntry).toMatchObject({ action: 'update', record_type: 'post', record_id: post.id });
    expect(editEntry.changes).toEqual({
      content: { before: 'Audited post', after: 'Audited post, edited' },
    });

    const commented = await comment(post.id, 'First!');
    const commentId = commented.json().data.id as number;
    expect(await onlyAuditEntryOf(ctx.db, commented)).toMatchObject({
      action: 'create',
      record_type: 'comment',
      record_id: commentId,
      record_name: 'First!',
    });
    const commentEdit = await api('PUT', `/posts/${post.id}/comments/${commentId}`, {
      content: 'First, edited',
    });
    expect(commentEdit.statusCode, commentEdit.body).toBe(200);
    expect((await onlyAuditEntryOf(ctx.db, commentEdit)).changes).toEqual({
      content: { before: 'First!', after: 'First, edited' },
    });

    const uploaded = await attach(post.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const uploadEntry = await onlyAuditEntryOf(ctx.db, uploaded);
    expect(uploadEntry).toMatchObject({ action: 'upload', record_type: 'post', record_id: post.id });
    expect(uploadEntry.details).toEqual({
      files: [{ id: uploaded.json().data.attachments[0].id, name: 'a.png', size: expect.any(Number) }],
    });
  });

  it('records likes and unlikes with the count they left, as entries that offer no revert', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const liked = await api('POST', `/posts/${post.id}/like`);
    expect(liked.statusCode).toBe(200);
    const entry = await onlyAuditEntryOf(ctx.db, liked);
    expect(entry).toMatchObject({
      action: 'update',
      record_type: 'post',
      record_id: post.id,
      changes: null,
      details: { like: 'added', likes_count: 1 },
    });
    const again = await api('POST', `/posts/${post.id}/like`);
    expect((await onlyAuditEntryOf(ctx.db, again)).details).toEqual({ like: 'added', likes_count: 1 });
    const unliked = await api('DELETE', `/posts/${post.id}/like`);
    expect((await onlyAuditEntryOf(ctx.db, unliked)).details).toEqual({ like: 'removed', likes_count: 0 });
    const [row] = (
      await ctx.db.execute<{ id: number }>(sql`select id::int as id from audit_entries
        where request_id = ${String(liked.headers['x-request-id'])}`)
    ).rows;
    const revert = await api('POST', `/audit/${row!.id}/revert`);
    expect(revert.statusCode).toBe(422);
  });

  it('reverts a post edit and a comment edit through the audit log', async () => {
    const post = await createPostViaApi(ctx.app, admin, { content: 'Original post' });
    const edit = await api('PUT', `/posts/${post.id}`, { content: 'Edited post' });
    const commentId = (await comment(post.id, 'Original comment')).json().data.id as number;
    const commentEdit = await api('PUT', `/posts/${post.id}/comments/${commentId}`, {
      content: 'Edited comment',
    });
    for (const response of [edit, commentEdit]) {
      const [row] = (
        await ctx.db.execute<{ id: number }>(sql`select id::int as id from audit_entries
          where request_id = ${String(response.headers['x-request-id'])}`)
      ).rows;
      const revert = await api('POST', `/audit/${row!.id}/revert`);
      expect(revert.statusCode, revert.body).toBe(200);
    }
    expect((await detail(post.id)).json().data.content).toBe('Original post');
    expect((await comments(post.id)).data[0]?.content).toBe('Original comment');
  });

  it('moves a post to the trash with its comments, likes and attachments, and restores it exactly', async () => {
    const post = await createPostViaApi(ctx.app, admin, { content: 'Trash me', type: 'challenge' });
    await comment(post.id, 'one');
    await comment(post.id, 'two', other);
    await api('POST', `/posts/${post.id}/like`);
    await api('POST', `/posts/${post.id}/like`, undefined, other);
    expect((await attach(post.id)).statusCode).toBe(201);
    const before = (await detail(post.id)).json();
    const commentsBefore = await comments(post.id);
    const countsBefore = await counts();
    expect(before.data).toMatchObject({ likes_count: 2, comments_count: 2 });

    const deleted = await api('DELETE', `/posts/${post.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      message: communityMessages.postDeleted,
      data: { id: post.id },
    });
    expect(await onlyAuditEntryOf(ctx.db, deleted)).toMatchObject({
      action: 'delete',
      record_type: 'post',
      record_id: post.id,
      record_name: 'Trash me',
    });

    expect((await detail(post.id)).statusCode).toBe(404);
    expect(await listedIds('/posts?per_page=100')).not.toContain(post.id);
    expect(await listedIds('/posts/search?type=challenge&per_page=100')).not.toContain(post.id);
    expect(await counts()).toEqual({
      ...countsBefore,
      all: countsBefore.all - 1,
      challenge: countsBefore.challenge - 1,
    });
    expect((await api('GET', `/posts/${post.id}/comments`)).statusCode).toBe(404);
    expect((await api('POST', `/posts/${post.id}/like`)).statusCode).toBe(404);
    expect((await api('POST', `/posts/${post.id}/comments`, { content: 'late' })).statusCode).toBe(404);
    expect((await api('DELETE', `/posts/${post.id}`)).statusCode).toBe(404);

    const [entry] = (await trashed('post')).filter((item) => item.id === post.id);
    expect(entry).toMatchObject({
      type: 'post',
      name: 'Trash me',
      goes_with: '2 comments, 2 likes, 1 attachment',
    });

    const restored = await api('POST', `/trash/post/${post.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await auditEntriesOf(ctx.db, restored)).map((e) => e.action)).toEqual(['restore']);
    expect((await detail(post.id)).json()).toEqual(before);
    expect(await comments(post.id)).toEqual(commentsBefore);
    expect(await counts()).toEqual(countsBefore);
  });

  it('moves a comment to the trash, counting it out of its post and back in on restore', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    await comment(post.id, 'stays');
    const doomedId = (await comment(post.id, 'goes to the trash')).json().data.id as number;
    const listBefore = await comments(post.id);
    const postBefore = (await detail(post.id)).json();
    expect(postBefore.data.comments_count).toBe(2);

    const deleted = await api('DELETE', `/posts/${post.id}/comments/${doomedId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: doomedId, post_id: post.id, comments_count: 1 });
    expect(await onlyAuditEntryOf(ctx.db, deleted)).toMatchObject({
      action: 'delete',
      record_type: 'comment',
      record_id: doomedId,
      record_name: 'goes to the trash',
    });
    const listAfter = await comments(post.id);
    expect(listAfter.total).toBe(1);
    expect(listAfter.data.map((item) => item.id)).not.toContain(doomedId);
    expect((await detail(post.id)).json().data.comments_count).toBe(1);
    expect((await api('DELETE', `/posts/${post.id}/comments/${doomedId}`)).statusCode).toBe(404);
    expect((await api('PUT', `/posts/${post.id}/comments/${doomedId}`, { content: 'x' })).statusCode).toBe(
      404,
    );

    const [entry] = (await trashed('comment')).filter((item) => item.id === doomedId);
    expect(entry).toMatchObject({ type: 'comment', name: 'goes to the trash' });
    expect(entry?.parent).toMatchObject({ type: 'post', id: post.id });

    const restored = await api('POST', `/trash/comment/${doomedId}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await comments(post.id)).toEqual(listBefore);
    expect((await detail(post.id)).json()).toEqual(postBefore);
  });

  it('keeps comments_count right when a comment is trashed, then its post, and both come back', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    await comment(post.id, 'a');
    const bId = (await comment(post.id, 'b')).json().data.id as number;
    const before = (await detail(post.id)).json();
    expect((await api('DELETE', `/posts/${post.id}/comments/${bId}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/posts/${post.id}`)).statusCode).toBe(200);
    expect((await api('POST', `/trash/post/${post.id}/restore`)).statusCode).toBe(200);
    expect((await detail(post.id)).json().data.comments_count).toBe(1);
    expect((await api('POST', `/trash/comment/${bId}/restore`)).statusCode).toBe(200);
    expect((await detail(post.id)).json()).toEqual(before);
  });

  it('bulk-deletes posts in one batch that one Undo restores', async () => {
    const posts = await Promise.all(
      ['bulk 1', 'bulk 2', 'bulk 3'].map((content) => createPostViaApi(ctx.app, admin, { content })),
    );
    const ids = posts.map((post) => post.id);
    const details = await Promise.all(ids.map(async (id) => (await detail(id)).json()));
    const countsBefore = await counts();

    const response = await api('POST', '/posts/bulk-delete', { ids });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ type: 'post', count: 3, skipped: 0 });
    const entries = await auditEntriesOf(ctx.db, response);
    expect(
      entries
        .filter((entry) => entry.action === 'delete')
        .map((entry) => entry.record_id)
        .sort(),
    ).toEqual([...ids].sort());
    expect((await counts()).all).toBe(countsBefore.all - 3);

    const undo = await api('POST', `/trash/batches/${result.batch_id}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toEqual({ restored: 3 });
    for (const [index, id] of ids.entries()) expect((await detail(id)).json()).toEqual(details[index]);
    expect(await counts()).toEqual(countsBefore);
  });

  it('bulk-deletes all posts of a type, as many as the admin saw', async () => {
    const before = await counts();
    await createPostViaApi(ctx.app, admin, { content: 'announce 1', type: 'announcement' });
    await createPostViaApi(ctx.app, admin, { content: 'announce 2', type: 'announcement' });
    const expected = before.announcement + 2;
    const response = await api('POST', '/posts/bulk-delete', {
      all_matching: { type: 'announcement' },
      expected_total: expected,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ type: 'post', count: expected, skipped: 0 });
    expect((await counts()).announcement).toBe(0);
    const undo = await api('POST', `/trash/batches/${response.json().data.batch_id}/restore`);
    expect(undo.json().data).toEqual({ restored: expected });
    expect((await counts()).announcement).toBe(expected);
  });

  it('purges a trashed post with its comments, likes and attachment rows', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    await comment(post.id, 'gone for good');
    await api('POST', `/posts/${post.id}/like`);
    const fileId = (await attach(post.id)).json().data.attachments[0].id as number;
    expect((await api('DELETE', `/posts/${post.id}`)).statusCode).toBe(200);
    const purged = await api('DELETE', `/trash/post/${post.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect((await auditEntriesOf(ctx.db, purged)).map((e) => e.action)).toEqual(['purge']);
    const left = await ctx.db.execute<{ n: number }>(sql`
      select (select count(*) from posts_with_trash where id = ${post.id})
        + (select count(*) from post_comments_with_trash where post_id = ${post.id})
        + (select count(*) from post_likes where post_id = ${post.id})
        + (select count(*) from files where id = ${fileId}) as n`);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
