import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseProgress, UserRecords } from '@coachboard/contract';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoContent } from '../../src/seed/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A fresh start's Records tab has something to show: the demo's logged training climbs to new records. */
describe('records over the demo data', () => {
  let ctx: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureAdmin(ctx.db, ctx.config);
    await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    headers = await adminAuthHeader(ctx.app, ctx.db);
  }, 120_000);
  afterAll(async () => ctx?.close());

  // Users on weighted programs (the bodyweight and percentage programs log no weights, so no records).
  it('gives demo users on weighted programs records, new ones along the weeks, and a rising progress line', async () => {
    const { rows } = await ctx.db.execute<{ user_id: string }>(`
      select s.user_id from workout_sessions s join performed_sets ps on ps.session_id = s.id
      group by s.user_id order by count(*) filter (where ps.weight > 0) desc, s.user_id limit 5`);
    let usersWithNewRecords = 0;
    for (const { user_id: userId } of rows) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${userId}/records`, headers });
      expect(response.statusCode, response.body).toBe(200);
      const records = response.json<{ data: UserRecords }>().data;
      expect(records.exercises.length).toBeGreaterThan(2);
      if (records.record_sessions.length >= 3) usersWithNewRecords += 1;

      const lifted = records.exercises.find((exercise) => exercise.estimated_1rm !== null)!;
      const progress = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/users/${userId}/progress?exercise_id=${lifted.exercise_id}`,
          headers,
        })
      ).json<{ data: ExerciseProgress }>().data;
      expect(progress.points.length).toBeGreaterThan(3);
      const estimates = progress.points.map((point) => point.estimated_1rm ?? 0);
      expect(Math.max(...estimates.slice(-3))).toBeGreaterThan(Math.min(...estimates.slice(0, 3)));
    }
    expect(usersWithNewRecords).toBeGreaterThanOrEqual(3);
  });
});
