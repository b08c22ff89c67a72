import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SEARCH_EXACT_TOTAL_LIMIT, type UserPage } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import type { TestApp } from '../helpers/test-app.js';
import type { AuthHeader } from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers } from './users-helpers.js';

// More matches than the search counts exactly: 10,100 users at one domain, 30 of them named Brook.
const MATCHING = USER_SEARCH_EXACT_TOTAL_LIMIT + 100;

describe('GET /users: a broad search counts up to a bound', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );
  const list = async (query: string) => {
    const response = await call('GET', `/users${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserPage }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    await ctx.db.insert(users).values(
      Array.from({ length: MATCHING }, (_, index) => ({
        email: `member${index}@bound.test`,
        firstName: index < 30 ? 'Brook' : 'Member',
        lastName: `Number${index}`,
        createdAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000),
      })),
    );
  });
  afterAll(async () => ctx.close());

  it('counts a narrow search exactly, with no flag, and pages its matches newest first', async () => {
    const page = await list('?search=brook');
    expect(page.total).toBe(30);
    expect(page).not.toHaveProperty('total_is_lower_bound');
    expect(page.data).toHaveLength(30);
    const second = await list('?search=brook&per_page=20&page=2');
    expect(second.data.map((user) => user.email)).toEqual(
      Array.from({ length: 10 }, (_, index) => `member${9 - index}@bound.test`),
    );
    expect(second).toMatchObject({ total: 30, last_page: 2, next_page_url: null });
    expect((await list('?search=brook&page=3')).data).toEqual([]);
  });

  it('answers a broad search with a lower bound and a next page, flagged', async () => {
    const first = await list('?search=bound.test');
    expect(first.total).toBe(USER_SEARCH_EXACT_TOTAL_LIMIT);
    expect(first.total_is_lower_bound).toBe(true);
    expect(first.data).toHaveLength(50);
    expect(first.data[0]!.email).toBe(`member${MATCHING - 1}@bound.test`);
    expect(first.next_page_url).toBe('/api/users?search=bound.test&page=2');

    const deep = await list('?search=bound.test&page=201');
    expect(deep).toMatchObject({ total: 10_050, total_is_lower_bound: true, from: 10_001, to: 10_050 });
    expect(deep.next_page_url).toBe('/api/users?search=bound.test&page=202');
  });

  it('reaches every row: the last page tells the exact total and has no next page', async () => {
    const last = await list('?search=bound.test&page=202');
    expect(last.total).toBe(MATCHING);
    expect(last).not.toHaveProperty('total_is_lower_bound');
    expect(last).toMatchObject({ from: 10_051, to: MATCHING, next_page_url: null, last_page: 202 });
    expect(last.data.at(-1)!.email).toBe('member0@bound.test');
  });

  it('finds one- and two-character terms in names and e-mails, case-insensitively, as a longer term would', async () => {
    await ctx.db.insert(users).values([
      {
        email: 'qzx@short.test',
        firstName: 'Ana',
        lastName: 'Liu',
        createdAt: new Date(Date.UTC(2025, 0, 2)),
      },
      {
        email: 'plain@short.test',
        firstName: 'Zoë',
        lastName: 'Qi',
        createdAt: new Date(Date.UTC(2025, 0, 1)),
      },
    ]);
    const emails = async (term: string) =>
      (await list(`?search=${encodeURIComponent(term)}`)).data.map((user) => user.email);
    expect(await emails('QZ')).toEqual(['qzx@short.test']);
    expect(await emails('qi')).toEqual(['plain@short.test']);
    expect(await emails('ë')).toEqual(['plain@short.test']);
    expect(await emails('%')).toEqual([]);
    expect((await list('?search=zq')).total).toBe(0);
  });
});
