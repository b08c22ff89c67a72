import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated, TemplateSyncResult, UserSchedule } from '@coachboard/contract';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoContent } from '../../src/seed/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo content for assignments', () => {
  let ctx: TestApp;
  let auth: Record<string, string>;
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url, headers: auth, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await ensureAdmin(ctx.db, ctx.config);
    const report = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(report.demoPersonalCopies).toBe(3);
    const again = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(again.demoPersonalCopies).toBe(0);
    auth = bearer((await loginAs(ctx.app, admin.email, admin.generatedPassword!)).token);
  });
  afterAll(async () => ctx?.close());

  it('spreads the linked assignments over their programs, so users are in different weeks', async () => {
    const linked = await ctx.db.execute<{ user_id: string; program_id: string; days: number }>(`
      select user_id, training_program_id as program_id, current_date - start_date as days
      from program_users where mode = 'linked'`);
    const weeks = new Set(linked.rows.map((row) => Math.floor(row.days / 7)));
    expect(weeks.size).toBeGreaterThan(2);
    const [someone] = linked.rows;
    const schedule = await call<UserSchedule>('GET', `/api/users/${someone!.user_id}/schedule`);
    const today = schedule.days[0]!.entries.find((entry) => entry.program_id === Number(someone!.program_id));
    expect(today!.week_number).toBe(Math.floor(someone!.days / 7) + 1);
  });

  it('gives three users personal copies of one template, with a template change to take and one conflict', async () => {
    const templates = await ctx.db.execute<{ template_id: string }>(`
      select distinct template_id from training_programs where template_id is not null`);
    expect(templates.rows).toHaveLength(1);
    const templateId = templates.rows[0]!.template_id;
    const copies = await call<Paginated<unknown>>('GET', `/api/training-programs/${templateId}/copies`);
    expect(copies.total).toBe(3);

    const preview = await call<TemplateSyncResult>('POST', `/api/training-programs/${templateId}/sync`, {
      dry_run: true,
    });
    const [edited, ...others] = preview.copies;
    expect(edited!.conflicts).toHaveLength(1);
    expect(edited!.kept).toHaveLength(1);
    expect(edited!.applied.length).toBeGreaterThan(0);
    for (const copy of others) {
      expect(copy.conflicts).toEqual([]);
      expect(copy.applied.length).toBeGreaterThan(0);
    }
  });
});
