import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { communityMessages, type Post, type PostPage } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { recordStatements } from '../helpers/sent-statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader } from '../programs/program-helpers.js';
import { call, createPostViaApi, expectValidation, type AuthHeader } from './community-helpers.js';

describe('posts', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => call(ctx.app, admin, 'GET', url);

  describe('POST /posts', () => {
    it('creates a post written by the signed-in admin, trimmed, with empty counts', async () => {
      const me = (await get('/api/me')).body.data;
      const { status, body } = await call(ctx.app, admin, 'POST', '/api/posts', {
        content: '  Welcome to the community!  ',
        type: 'announcement',
      });
      expect(status).toBe(201);
      expect(body.message).toBe(communityMessages.postCreated);
      expect(body.data).toMatchObject({
        content: 'Welcome to the community!',
        type: 'announcement',
        likes_count: 0,
        comments_count: 0,
        is_liked_by_auth_user: false,
        attachments: [],
        author: { id: me.id, email: me.email, first_name: me.first_name, profile_image: null },
      });
      expect(Date.parse(body.data.created_at)).not.toBeNaN();
    });

    it.each([
      [{ type: 'general' }, 'content', communityMessages.contentRequired],
      [{ content: '   ', type: 'general' }, 'content', communityMessages.contentRequired],
      [{ content: 'x'.repeat(5001), type: 'general' }, 'content', communityMessages.contentTooLong],
      [{ content: 'Hi' }, 'type', communityMessages.typeRequired],
      [{ content: 'Hi', type: 'question' }, 'type', communityMessages.typeInvalid],
    ])('refuses %o with 422', async (payload, field, message) => {
      expectValidation(await call(ctx.app, admin, 'POST', '/api/posts', payload), field, message);
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'POST',
        url: '/api/posts',
        payload: { content: 'x', type: 'general' },
      });
    });
  });

  describe('GET /posts/:id', () => {
    it('answers the post, 404 for a missing one and 422 for a malformed id', async () => {
      const post = await createPostViaApi(ctx.app, admin, { content: 'Detail me', type: 'support' });
      const found = await get(`/api/posts/${post.id}`);
      expect(found.status).toBe(200);
      // The detail adds what the moderators read of it: how many members reported the post.
      expect(found.body.data).toEqual({ ...post, report_count: 0 });
      const missing = await get('/api/posts/999999');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(communityMessages.postNotFound);
      expect((await get('/api/posts/abc')).status).toBe(422);
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: `/api/posts/${post.id}` });
    });
  });

  describe('PUT /posts/:id', () => {
    it('edits the content and keeps the type', async () => {
      const post = await createPostViaApi(ctx.app, admin, { content: 'Before', type: 'challenge' });
      const { status, body } = await call(ctx.app, admin, 'PUT', `/api/posts/${post.id}`, {
        content: ' After ',
        type: 'challenge',
      });
      expect(status).toBe(200);
      expect(body.message).toBe(communityMessages.postUpdated);
      expect(body.data).toMatchObject({ id: post.id, content: 'After', type: 'challenge' });
      const withoutType = await call(ctx.app, admin, 'PUT', `/api/posts/${post.id}`, { content: 'Again' });
      expect(withoutType.body.data.content).toBe('Again');
    });

    it('refuses a type change, bad content and a missing post', async () => {
      const post = await createPostViaApi(ctx.app, admin, { type: 'general' });
      const url = `/api/posts/${post.id}`;
      expectValidation(
        await call(ctx.app, admin, 'PUT', url, { content: 'x', type: 'support' }),
        'type',
        communityMessages.typeLocked,
      );
      expectValidation(
        await call(ctx.app, admin, 'PUT', url, { content: '' }),
        'content',
        communityMessages.contentRequired,
      );
      expectValidation(
        await call(ctx.app, admin, 'PUT', url, { content: 'y'.repeat(5001) }),
        'content',
        communityMessages.contentTooLong,
      );
      const missing = await call(ctx.app, admin, 'PUT', '/api/posts/999999', { content: 'x' });
      expect(missing.status).toBe(404);
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'PUT', url, payload: { content: 'x' } });
    });
  });

  describe('DELETE /posts/:id', () => {
    it('moves the post to the trash, its comments and likes kept in place with it', async () => {
      const post = await createPostViaApi(ctx.app, admin);
      await call(ctx.app, admin, 'POST', `/api/posts/${post.id}/comments`, { content: 'Bye' });
      await call(ctx.app, admin, 'POST', `/api/posts/${post.id}/like`);
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'DELETE', url: `/api/posts/${post.id}` });
      const { status, body } = await call(ctx.app, admin, 'DELETE', `/api/posts/${post.id}`);
      expect(status).toBe(200);
      expect(body.message).toBe(communityMessages.postDeleted);
      expect((await get(`/api/posts/${post.id}`)).status).toBe(404);
      const left = await ctx.db.execute<{ comments: string; likes: string }>(
        sql`select (select count(*) from post_comments where post_id = ${post.id}) as comments,
                   (select count(*) from post_likes where post_id = ${post.id}) as likes`,
      );
      // Nothing moves: the comments and likes stay, and come back with the post if it is restored.
      expect(left.rows[0]).toEqual({ comments: '1', likes: '1' });
      expect((await call(ctx.app, admin, 'DELETE', `/api/posts/${post.id}`)).status).toBe(404);
    });
  });
});

describe('post lists and type counts', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  const created: Post[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    const types = [
      'general',
      'support',
      'general',
      'challenge',
      'general',
      'announcement',
      'general',
    ] as const;
    for (const [index, type] of types.entries()) {
      created.push(await createPostViaApi(ctx.app, admin, { content: `Post ${index + 1}`, type }));
    }
    // Two posts share a timestamp: the id breaks the tie.
    await ctx.db.execute(
      sql`update posts set created_at = (select created_at from posts where id = ${created[3]!.id}) where id = ${created[4]!.id}`,
    );
  });
  afterAll(async () => ctx.close());

  const page = async (url: string) => {
    const { status, body } = await call(ctx.app, admin, 'GET', url);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as PostPage;
  };
  const newestFirst = () => [...created].reverse().map((post) => post.content);

  it('lists newest first, 15 a page by default, in the paginator shape', async () => {
    const first = await page('/api/posts');
    expect(first).toMatchObject({ current_page: 1, per_page: 15, total: 7, last_page: 1, from: 1, to: 7 });
    expect(first.data.map((post) => post.content)).toEqual(newestFirst());
  });

  it('gives the same order on every page, including pages read from the far end', async () => {
    const pages = [];
    for (const n of [1, 2, 3, 4]) pages.push(await page(`/api/posts?per_page=2&page=${n}`));
    expect(pages.flatMap((p) => p.data.map((post) => post.content))).toEqual(newestFirst());
    expect(pages[3]).toMatchObject({ from: 7, to: 7, last_page: 4, next_page_url: null });
    expect((await page('/api/posts?per_page=2&page=9')).data).toEqual([]);
  });

  it('filters by type with /posts/search and lists everything without one', async () => {
    const general = await page('/api/posts/search?type=general&per_page=3&page=2');
    expect(general.total).toBe(4);
    expect(general.data.map((post) => post.content)).toEqual(['Post 1']);
    expect((await page('/api/posts/search?type=')).total).toBe(7);
    const refused = await call(ctx.app, admin, 'GET', '/api/posts/search?type=question');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(communityMessages.typeInvalid);
  });

  it('counts posts by type and keeps the counts through deletes', async () => {
    const counts = await call(ctx.app, admin, 'GET', '/api/posts/type-counts');
    expect(counts.body.data).toEqual({ all: 7, general: 4, support: 1, challenge: 1, announcement: 1 });
    const extra = await createPostViaApi(ctx.app, admin, { type: 'support' });
    await call(ctx.app, admin, 'DELETE', `/api/posts/${extra.id}`);
    await call(ctx.app, admin, 'DELETE', `/api/posts/${created[1]!.id}`);
    const after = await call(ctx.app, admin, 'GET', '/api/posts/type-counts');
    expect(after.body.data).toEqual({ all: 6, general: 4, support: 0, challenge: 1, announcement: 1 });
    created.splice(1, 1);
  });

  it('are for admins only', async () => {
    for (const url of ['/api/posts', '/api/posts/search?type=general', '/api/posts/type-counts']) {
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url });
    }
  });

  it('reads a page with a fixed number of queries whatever its size', async () => {
    const pool = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = pool.query.bind(pool);
    let queries = 0;
    pool.query = (...args: unknown[]) => {
      queries += 1;
      return original(...args);
    };
    try {
      const countFor = async (url: string) => {
        queries = 0;
        await page(url);
        return queries;
      };
      const small = await countFor('/api/posts?per_page=1');
      const large = await countFor('/api/posts?per_page=50');
      expect(small).toBeGreaterThanOrEqual(3);
      expect(large).toBe(small);
    } finally {
      pool.query = original;
    }
  });

  it('runs each page statement with its own values, as named prepared statements', async () => {
    const otherAdmin = await adminAuthHeader(ctx.app, ctx.db);
    const newest = created[created.length - 1]!;
    expect((await call(ctx.app, admin, 'POST', `/api/posts/${newest.id}/like`)).status).toBe(200);
    const contents = (list: PostPage) => list.data.map((post) => post.content);
    const sent = await recordStatements(ctx.db, async () => {
      // The same variant twice with other values: the statement is reused, the values are not.
      const mine = await page('/api/posts?per_page=2&page=1');
      expect(contents(mine)).toEqual(newestFirst().slice(0, 2));
      expect(mine.data[0]).toMatchObject({ id: newest.id, is_liked_by_auth_user: true });
      const theirs = await call(ctx.app, otherAdmin, 'GET', '/api/posts?per_page=2&page=1');
      expect((theirs.body.data as PostPage).data[0]).toMatchObject({
        id: newest.id,
        is_liked_by_auth_user: false,
      });
      expect(contents(await page('/api/posts?per_page=2&page=2'))).toEqual(newestFirst().slice(2, 4));
      expect(contents(await page('/api/posts/search?type=general&per_page=2&page=2'))).toEqual([
        'Post 3',
        'Post 1',
      ]);
      expect(contents(await page('/api/posts/search?type=announcement'))).toEqual(['Post 6']);
      expect(await page('/api/posts?per_page=2&page=9')).toMatchObject({ data: [], total: 6 });
    });
    const listStatements = sent.filter(
      (statement) =>
        /"posts"|"post_type_counts"/.test(statement.text) && !statement.text.includes('"post_attachments"'),
    );
    expect(listStatements).toHaveLength(11);
    expect(new Set(listStatements.map((statement) => statement.name))).toEqual(
      new Set([
        'community_post_type_counts',
        'community_posts_page_front_all',
        'community_posts_page_front_type-eq',
      ]),
    );
  });
});
