import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPage, PostTypeCounts } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { recordStatements } from '../helpers/sent-statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, createPostViaApi, type AuthHeader } from './community-helpers.js';

/**
 * The community list opened from the 'Unanswered support posts' card: its filter bar counts the posts that
 * filter lists, and a type tab narrows them, from the same condition as the list and the dashboard.
 */
describe('the filter bar under an attention filter', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  const ATTENTION = 'attention=unanswered_support';

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const get = async <T>(url: string) => {
    const { status, body } = await call(ctx.app, admin, 'GET', `/api${url}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as T;
  };
  const counts = (query = '') => get<PostTypeCounts>(`/posts/type-counts${query}`);
  const dashboardCount = async () =>
    (await get<{ counts: Record<string, number> }>('/dashboard')).counts.unanswered_support_posts;

  it('counts the posts the filter lists, per type, and the plain counts come back without it', async () => {
    const plainBefore = await counts();
    const filteredBefore = await counts(`?${ATTENTION}`);
    const open = await createPostViaApi(ctx.app, admin, { type: 'support', content: 'Still waiting' });
    await createPostViaApi(ctx.app, admin, { type: 'support', content: 'Also waiting' });
    const answered = await createPostViaApi(ctx.app, admin, { type: 'support', content: 'Answered' });
    await call(ctx.app, admin, 'POST', `/api/posts/${answered.id}/comments`, { content: 'Done' });
    await createPostViaApi(ctx.app, admin, { type: 'general', content: 'Hello' });
    await createPostViaApi(ctx.app, admin, { type: 'challenge', content: 'Ten push-ups' });

    const filtered = await counts(`?${ATTENTION}`);
    expect(filtered).toEqual({
      all: filteredBefore.all + 2,
      support: filteredBefore.support + 2,
      general: 0,
      challenge: 0,
      announcement: 0,
    });
    // The same set the list pages through and the dashboard counts.
    const listed = await get<PostPage>(`/posts?${ATTENTION}&per_page=100`);
    expect(listed.total).toBe(filtered.all);
    expect(listed.data.map((post) => post.id)).toContain(open.id);
    expect(listed.data.map((post) => post.id)).not.toContain(answered.id);
    expect(await dashboardCount()).toBe(filtered.all);

    const plain = await counts();
    expect(plain).toEqual({
      ...plainBefore,
      all: plainBefore.all + 5,
      support: plainBefore.support + 3,
      general: plainBefore.general + 1,
      challenge: plainBefore.challenge + 1,
    });
    expect((await counts('?attention=')).all).toBe(plain.all);
  });

  it('a type tab narrows the filtered posts; the count of each tab is what the tab lists', async () => {
    await createPostViaApi(ctx.app, admin, { type: 'support', content: 'Unanswered again' });
    const filtered = await counts(`?${ATTENTION}`);
    for (const type of ['general', 'support', 'challenge', 'announcement'] as const) {
      const page = await get<PostPage>(`/posts/search?type=${type}&${ATTENTION}&per_page=100`);
      expect(page.total, type).toBe(filtered[type]);
      expect(page.data.every((post) => post.type === type && post.comments_count === 0)).toBe(true);
    }
    const all = await get<PostPage>(`/posts/search?${ATTENTION}&per_page=100`);
    expect(all.total).toBe(filtered.all);
  });

  it('answers 422 for an unknown attention value', async () => {
    const { status } = await call(ctx.app, admin, 'GET', '/api/posts/type-counts?attention=reported');
    expect(status).toBe(422);
  });

  it('counts in one statement read from the partial index, whatever the number of posts', async () => {
    const countStatements = async () => {
      const sent = await recordStatements(ctx.db, async () => {
        await counts(`?${ATTENTION}`);
      });
      return sent.filter((statement) => /"posts"/.test(statement.text));
    };
    const before = await countStatements();
    for (let i = 0; i < 5; i += 1) await createPostViaApi(ctx.app, admin, { type: 'support' });
    const after = await countStatements();
    expect(after).toHaveLength(1);
    expect(after.map((statement) => statement.name)).toEqual(before.map((statement) => statement.name));

    const client = await ctx.db.$client.connect();
    try {
      // The tables are tiny here, so a sequential scan would win on cost: ask whether the index serves it.
      await client.query('set enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${after[0]!.text}`);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Only Scan using posts_unanswered_support_idx');
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });
});
