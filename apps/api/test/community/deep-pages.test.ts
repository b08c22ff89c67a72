import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PostPage } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { recordStatements } from '../helpers/sent-statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, type AuthHeader } from './community-helpers.js';

/** Deep pages start from the day where the offset falls (post_day_counts); they must match a plain OFFSET. */
describe('deep pages of posts', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    // 3,000 posts over about 40 days, several on the same instant, every type; then some deleted and moved.
    await ctx.db.execute(sql`
      insert into posts (author_id, content, type, created_at, updated_at)
      select (select min(id) from users), 'Post ' || g,
             (array['general','support','challenge','announcement'])[1 + g % 4],
             timestamptz '2026-01-01 00:00:00+00' + (g / 2) * interval '10 minutes',
             now()
      from generate_series(1, 3000) g`);
    await ctx.db.execute(sql`delete from posts where id % 97 = 0`);
    await ctx.db.execute(sql`update posts set created_at = created_at - interval '3 days' where id % 89 = 0`);
    await ctx.db.execute(sql`update posts set type = 'support' where id % 83 = 0`);
  });
  afterAll(async () => ctx.close());

  const expectedIds = async (offset: number, type?: string) => {
    const result = await ctx.db.execute<{ id: string }>(sql`
      select id from posts ${type ? sql`where type = ${type}` : sql``}
      order by created_at desc, id desc limit 15 offset ${offset}`);
    return result.rows.map((row) => Number(row.id));
  };
  const pageIds = async (url: string) => {
    const { status, body } = await call(ctx.app, admin, 'GET', url);
    expect(status).toBe(200);
    return (body.data as PostPage).data.map((post) => post.id);
  };

  it('matches a plain OFFSET on every deep page of the whole list', async () => {
    const { rows } = await ctx.db.execute<{ n: string }>(sql`select count(*) as n from posts`);
    const lastPage = Math.ceil(Number(rows[0]!.n) / 15);
    for (const page of [134, 135, 150, 171, lastPage - 1, lastPage]) {
      expect(await pageIds(`/api/posts?page=${page}`), `page ${page}`).toEqual(
        await expectedIds((page - 1) * 15),
      );
    }
  });

  it('matches a plain OFFSET on deep pages of one type, and counts stay exact', async () => {
    for (const page of [134, 140, 150]) {
      expect(await pageIds(`/api/posts/search?type=support&page=${page}`)).toEqual(
        await expectedIds((page - 1) * 15, 'support'),
      );
    }
    const counts = await call(ctx.app, admin, 'GET', '/api/posts/type-counts');
    const actual = await ctx.db.execute<{ type: string; n: string }>(
      sql`select type, count(*) as n from posts group by type`,
    );
    for (const row of actual.rows) expect(counts.body.data[row.type]).toBe(Number(row.n));
    const days = await ctx.db.execute<{ mismatches: string }>(sql`
      select count(*) as mismatches from post_day_counts d
      full join (select type, (created_at at time zone 'UTC')::date as day, count(*) as n from posts group by 1, 2) p
        on p.type = d.type and p.day = d.day
      where coalesce(d.count, 0) <> coalesce(p.n, 0)`);
    expect(Number(days.rows[0]!.mismatches)).toBe(0);
  });

  it('starts deep pages from their day with named statements built once, each run with its own values', async () => {
    // 2,000 more general posts, older than the others, so pages of one type go deep too.
    await ctx.db.execute(sql`
      insert into posts (author_id, content, type, created_at, updated_at)
      select (select min(id) from users), 'Older ' || g, 'general',
             timestamptz '2025-11-01 00:00:00+00' + g * interval '20 minutes', now()
      from generate_series(1, 2000) g`);
    const urls = {
      '/api/posts?page=150': await expectedIds(149 * 15),
      '/api/posts?page=300': await expectedIds(299 * 15),
      '/api/posts/search?type=general&page=140': await expectedIds(139 * 15, 'general'),
      '/api/posts/search?type=general&page=170': await expectedIds(169 * 15, 'general'),
    };
    for (const ids of Object.values(urls)) expect(ids).toHaveLength(15);
    const sent = await recordStatements(ctx.db, async () => {
      for (const [url, expected] of Object.entries(urls)) expect(await pageIds(url), url).toEqual(expected);
    });
    const listStatements = sent.filter(
      (statement) =>
        /"posts"|"post_type_counts"|"post_day_counts"/.test(statement.text) &&
        !statement.text.includes('"post_attachments"'),
    );
    expect(listStatements).toHaveLength(12);
    expect(new Set(listStatements.map((statement) => statement.name))).toEqual(
      new Set([
        'community_post_type_counts',
        'community_posts_start_day__',
        'community_posts_start_day_t',
        'community_posts_page_front_startDay-on',
        'community_posts_page_front_type-eq_startDay-on',
      ]),
    );
  });
});
