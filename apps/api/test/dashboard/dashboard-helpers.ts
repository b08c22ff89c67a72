import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, type Dashboard, type DashboardCardKey } from '@coachboard/contract';
import type { AuthHeader } from '../programs/program-helpers.js';

/** Today's date in UTC, as the dashboard measures assignments. */
export const today = () => new Date().toISOString().slice(0, 10);
export const daysFromToday = (days: number) => addDays(today(), days);

export const getJson = async <T>(app: FastifyInstance, auth: AuthHeader, url: string) => {
  const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: T }>().data;
};

export const dashboardCounts = async (app: FastifyInstance, auth: AuthHeader) =>
  (await getJson<Dashboard>(app, auth, '/dashboard')).counts;

/** Every id a paged list answers for `url` (page after page), and its total. */
export const listedIds = async (app: FastifyInstance, auth: AuthHeader, url: string) => {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const data = await getJson<{ data: Array<{ id: number }>; total: number; last_page: number }>(
      app,
      auth,
      `${url}${url.includes('?') ? '&' : '?'}page=${page}&per_page=100`,
    );
    ids.push(...data.data.map((item) => item.id));
    total = data.total;
    if (page >= data.last_page) break;
  }
  return { ids, total };
};

/** The count of `card` and its list agree: the list holds exactly `expected` (ids), its total is the count. */
export const expectCardLists = async (
  app: FastifyInstance,
  auth: AuthHeader,
  card: DashboardCardKey,
  url: string,
  expected: number[],
) => {
  const counts = await dashboardCounts(app, auth);
  const { ids, total } = await listedIds(app, auth, url);
  expect([...ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  expect(total).toBe(expected.length);
  expect(counts[card]).toBe(expected.length);
};
