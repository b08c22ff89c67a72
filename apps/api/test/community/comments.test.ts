import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages, type Comment } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { recordStatements } from '../helpers/sent-statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader } from '../programs/program-helpers.js';
import { call, createPostViaApi, expectValidation, type AuthHeader } from './community-helpers.js';

describe('comments', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const commentsCount = async (postId: number) =>
    (await call(ctx.app, admin, 'GET', `/api/posts/${postId}`)).body.data.comments_count as number;

  it('adds a trimmed comment, answers it with the new count and counts it on the post', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const me = (await call(ctx.app, admin, 'GET', '/api/me')).body.data;
    const { status, body } = await call(ctx.app, admin, 'POST', `/api/posts/${post.id}/comments`, {
      content: '  Great post!  ',
    });
    expect(status).toBe(201);
    expect(body.message).toBe(communityMessages.commentCreated);
    expect(body.data).toMatchObject({
      post_id: post.id,
      content: 'Great post!',
      comments_count: 1,
      author: { id: me.id, email: me.email },
    });
    expect(await commentsCount(post.id)).toBe(1);
  });

  it.each([
    ['no content', {}, communityMessages.commentRequired],
    ['empty content', { content: '' }, communityMessages.commentRequired],
    ['only spaces', { content: '   ' }, communityMessages.commentEmpty],
    ['1001 characters', { content: 'x'.repeat(1001) }, communityMessages.commentTooLong],
    [
      '1001 characters with the spaces',
      { content: `${'x'.repeat(999)}  ` },
      communityMessages.commentTooLong,
    ],
  ])('refuses %s on create and update', async (_label, payload, message) => {
    const post = await createPostViaApi(ctx.app, admin);
    const url = `/api/posts/${post.id}/comments`;
    expectValidation(await call(ctx.app, admin, 'POST', url, payload), 'content', message);
    const comment = (await call(ctx.app, admin, 'POST', url, { content: 'ok' })).body.data as Comment;
    expectValidation(await call(ctx.app, admin, 'PUT', `${url}/${comment.id}`, payload), 'content', message);
    expect(await commentsCount(post.id)).toBe(1);
  });

  it('pages comments newest first, 15 a page', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    for (let i = 1; i <= 17; i += 1) {
      await call(ctx.app, admin, 'POST', `/api/posts/${post.id}/comments`, { content: `Comment ${i}` });
    }
    const first = await call(ctx.app, admin, 'GET', `/api/posts/${post.id}/comments`);
    expect(first.body.data).toMatchObject({ total: 17, per_page: 15, last_page: 2, current_page: 1 });
    expect(first.body.data.data[0].content).toBe('Comment 17');
    const second = await call(ctx.app, admin, 'GET', `/api/posts/${post.id}/comments?page=2`);
    expect(second.body.data.data.map((comment: Comment) => comment.content)).toEqual([
      'Comment 2',
      'Comment 1',
    ]);
  });

  it('edits a comment and keeps the count', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const url = `/api/posts/${post.id}/comments`;
    const comment = (await call(ctx.app, admin, 'POST', url, { content: 'Frist' })).body.data as Comment;
    const { status, body } = await call(ctx.app, admin, 'PUT', `${url}/${comment.id}`, {
      content: ' First ',
    });
    expect(status).toBe(200);
    expect(body.message).toBe(communityMessages.commentUpdated);
    expect(body.data).toMatchObject({ id: comment.id, content: 'First', comments_count: 1 });
  });

  it('deletes a comment, uncounts it and never goes below zero', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const url = `/api/posts/${post.id}/comments`;
    const a = (await call(ctx.app, admin, 'POST', url, { content: 'A' })).body.data as Comment;
    const b = (await call(ctx.app, admin, 'POST', url, { content: 'B' })).body.data as Comment;
    const deleted = await call(ctx.app, admin, 'DELETE', `${url}/${a.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      message: communityMessages.commentDeleted,
      data: { id: a.id, post_id: post.id, comments_count: 1 },
    });
    await call(ctx.app, admin, 'DELETE', `${url}/${b.id}`);
    expect(await commentsCount(post.id)).toBe(0);
    const again = await call(ctx.app, admin, 'DELETE', `${url}/${b.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(communityMessages.commentNotFound);
    expect(await commentsCount(post.id)).toBe(0);
  });

  it('answers 404 for a missing post or a comment of another post', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const other = await createPostViaApi(ctx.app, admin);
    const comment = (
      await call(ctx.app, admin, 'POST', `/api/posts/${post.id}/comments`, { content: 'Mine' })
    ).body.data as Comment;
    const missingPost = [
      await call(ctx.app, admin, 'GET', '/api/posts/999999/comments'),
      await call(ctx.app, admin, 'POST', '/api/posts/999999/comments', { content: 'x' }),
      await call(ctx.app, admin, 'PUT', `/api/posts/999999/comments/${comment.id}`, { content: 'x' }),
      await call(ctx.app, admin, 'DELETE', `/api/posts/999999/comments/${comment.id}`),
    ];
    for (const answer of missingPost) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(communityMessages.postNotFound);
    }
    const wrongPost = [
      await call(ctx.app, admin, 'PUT', `/api/posts/${other.id}/comments/${comment.id}`, { content: 'x' }),
      await call(ctx.app, admin, 'DELETE', `/api/posts/${other.id}/comments/${comment.id}`),
    ];
    for (const answer of wrongPost) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(communityMessages.commentNotFound);
    }
  });

  it('is for admins only', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const url = `/api/posts/${post.id}/comments`;
    const comment = (await call(ctx.app, admin, 'POST', url, { content: 'x' })).body.data as Comment;
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url });
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'POST', url, payload: { content: 'x' } });
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'PUT',
      url: `${url}/${comment.id}`,
      payload: { content: 'x' },
    });
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'DELETE', url: `${url}/${comment.id}` });
  });

  it('runs each comment page statement with its own values, as named prepared statements', async () => {
    const posts = [await createPostViaApi(ctx.app, admin), await createPostViaApi(ctx.app, admin)];
    for (const [index, post] of posts.entries()) {
      for (let i = 1; i <= 5 - 2 * index; i += 1) {
        await call(ctx.app, admin, 'POST', `/api/posts/${post.id}/comments`, { content: `P${index} C${i}` });
      }
    }
    const contents = async (postId: number, query: string) =>
      (await call(ctx.app, admin, 'GET', `/api/posts/${postId}/comments${query}`)).body.data.data.map(
        (comment: Comment) => comment.content,
      );
    const sent = await recordStatements(ctx.db, async () => {
      // The same variant twice with other values: the statement is reused, the values are not.
      expect(await contents(posts[0]!.id, '?per_page=2')).toEqual(['P0 C5', 'P0 C4']);
      expect(await contents(posts[1]!.id, '?per_page=2')).toEqual(['P1 C3', 'P1 C2']);
      expect(await contents(posts[0]!.id, '?per_page=2&page=3')).toEqual(['P0 C1']);
      expect(await contents(posts[0]!.id, '?per_page=2&page=2')).toEqual(['P0 C3', 'P0 C2']);
      expect(await contents(posts[1]!.id, '?per_page=2&page=2')).toEqual(['P1 C1']);
      expect(await contents(posts[1]!.id, '?per_page=2&page=3')).toEqual([]);
    });
    const listStatements = sent.filter((statement) => /"posts"|"post_comments"/.test(statement.text));
    expect(listStatements).toHaveLength(11);
    expect(new Set(listStatements.map((statement) => statement.name))).toEqual(
      new Set([
        'community_post_ownership',
        'community_comments_page_front_postId-eq',
        'community_comments_page_end_postId-eq',
      ]),
    );
  });
});
