import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachCheckInPage, Dashboard, OverdueCheckInPage } from '@coachboard/contract';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoContent } from '../../src/seed/index.js';
import { DEMO_REVIEWED_BEFORE_DAYS } from '../../src/seed/demo-check-in-reviews.js';
import { signInPanel, todayUtc } from '../member/check-in-helpers.js';
import { addDays } from '@coachboard/contract';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo check-in reviews: a fresh start shows a queue and overdue users', () => {
  let ctx: TestApp;
  let headers: Record<string, string>;
  const get = async <T>(url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureAdmin(ctx.db, ctx.config);
    const report = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(report.demoCheckInReviews).toBeGreaterThan(50);
    headers = (await signInPanel(ctx.app, ctx.db, 'owner')).headers;
  }, 180_000);
  afterAll(async () => ctx?.close());

  it('leaves the recent check-ins, some with photos, in the queue; the older ones reviewed, some with a reply', async () => {
    const queue = await get<CoachCheckInPage>('/check-ins/to-review?per_page=100');
    expect(queue.total).toBeGreaterThan(5);
    const cutoff = addDays(todayUtc(), -DEMO_REVIEWED_BEFORE_DAYS);
    expect(queue.data.every((item) => item.check_in.date > cutoff)).toBe(true);
    expect(queue.data.some((item) => item.check_in.photos.length > 0)).toBe(true);
    expect(queue.data.some((item) => (item.first?.photos.length ?? 0) > 0)).toBe(true);
    expect(queue.data.some((item) => item.changes.bodyweight_kg !== null)).toBe(true);
    const { rows } = await ctx.db.execute<{ reviewed: string; replied: string; coach: string }>(`
      select count(*) filter (where reviewed_at is not null) as reviewed, count(reply) as replied,
        count(*) filter (where reviewed_by = (select id from users where email = 'coach@example.com')) as coach
      from check_ins`);
    expect(Number(rows[0]!.replied)).toBeGreaterThan(0);
    expect(Number(rows[0]!.coach)).toBe(Number(rows[0]!.reviewed));
    const dashboard = await get<Dashboard>('/dashboard');
    expect(dashboard.counts.check_ins_to_review).toBe(queue.total);
  });

  it('has overdue users (those who stopped checking in), the count their list', async () => {
    const overdue = await get<OverdueCheckInPage>('/check-ins/overdue?per_page=100');
    expect(overdue.total).toBeGreaterThan(0);
    expect((await get<Dashboard>('/dashboard')).counts.overdue_check_ins).toBe(overdue.total);
  });

  it('runs once', async () => {
    const again = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(again.demoCheckInReviews).toBe(0);
  });
});
