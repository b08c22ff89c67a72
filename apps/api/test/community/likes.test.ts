import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { communityMessages } from '@coachboard/contract';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { users } from '../../src/db/schema/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader } from '../programs/program-helpers.js';
import { call, createPostViaApi, type AuthHeader } from './community-helpers.js';

describe('likes', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { user, password } = await createAdmin(ctx.db);
    admin = bearer((await loginAs(ctx.app, user.email, password)).token);
  });
  afterAll(async () => ctx.close());

  const likesInTable = async (postId: number) => {
    const result = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from post_likes where post_id = ${postId}`,
    );
    return Number(result.rows[0]?.n);
  };

  it('likes and unlikes idempotently, answering the count and the flag', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const url = `/api/posts/${post.id}/like`;
    const first = await call(ctx.app, admin, 'POST', url);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ id: post.id, likes_count: 1, is_liked_by_auth_user: true });
    const again = await call(ctx.app, admin, 'POST', url);
    expect(again.body.data).toEqual({ id: post.id, likes_count: 1, is_liked_by_auth_user: true });
    expect(await likesInTable(post.id)).toBe(1);

    const detail = await call(ctx.app, admin, 'GET', `/api/posts/${post.id}`);
    expect(detail.body.data).toMatchObject({ likes_count: 1, is_liked_by_auth_user: true });
    const list = await call(ctx.app, admin, 'GET', '/api/posts');
    expect(list.body.data.data[0]).toMatchObject({ id: post.id, is_liked_by_auth_user: true });

    const unliked = await call(ctx.app, admin, 'DELETE', url);
    expect(unliked.body.data).toEqual({ id: post.id, likes_count: 0, is_liked_by_auth_user: false });
    const unlikedAgain = await call(ctx.app, admin, 'DELETE', url);
    expect(unlikedAgain.body.data).toEqual({ id: post.id, likes_count: 0, is_liked_by_auth_user: false });
  });

  it('answers 404 for a missing post, 422 for a malformed id, and is for admins only', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const missing = await call(ctx.app, admin, method, '/api/posts/999999/like');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(communityMessages.postNotFound);
      expect((await call(ctx.app, admin, method, '/api/posts/0/like')).status).toBe(422);
    }
    const post = await createPostViaApi(ctx.app, admin);
    const nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'POST', url: `/api/posts/${post.id}/like` });
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'DELETE', url: `/api/posts/${post.id}/like` });
  });

  it('keeps likes_count exact under 50 concurrent likes (and repeated clicks) from different users', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const password = 'Aa1@concurrent';
    const passwordHash = await hashPassword(password);
    const likers = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          email: `liker${i}@example.test`,
          role: 'admin' as const,
          passwordHash,
        })),
      )
      .returning({ email: users.email });
    const headers = await Promise.all(
      likers.map(async ({ email }, i) =>
        bearer((await loginAs(ctx.app, email, password, { remoteAddress: `10.0.1.${i + 1}` })).token),
      ),
    );
    const url = `/api/posts/${post.id}/like`;
    const clicks = [...headers, ...headers.slice(0, 10)].map((auth) => call(ctx.app, auth, 'POST', url));
    const answers = await Promise.all(clicks);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const detail = await call(ctx.app, admin, 'GET', `/api/posts/${post.id}`);
    expect(detail.body.data.likes_count).toBe(50);
    expect(await likesInTable(post.id)).toBe(50);
    expect(Math.max(...answers.map((answer) => answer.body.data.likes_count))).toBe(50);

    const unlikes = await Promise.all(headers.slice(0, 20).map((auth) => call(ctx.app, auth, 'DELETE', url)));
    expect(unlikes.every((answer) => answer.status === 200)).toBe(true);
    const after = await call(ctx.app, admin, 'GET', `/api/posts/${post.id}`);
    expect(after.body.data.likes_count).toBe(30);
    expect(await likesInTable(post.id)).toBe(30);
  });
});
