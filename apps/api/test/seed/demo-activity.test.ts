import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, Paginated, TrashEntry } from '@coachboard/contract';
import { demoPrograms } from '../../src/seed/demo-programs-data.js';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoContent } from '../../src/seed/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo content for the Trash and Activity pages', () => {
  let ctx: TestApp;
  let auth: Record<string, string>;
  const get = async <T>(url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await ensureAdmin(ctx.db, ctx.config);
    const report = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(report.demoActivity).toBe(6);
    expect(
      (await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage)).demoActivity,
    ).toBe(0);
    auth = bearer((await loginAs(ctx.app, admin.email, admin.generatedPassword!)).token);
  });
  afterAll(async () => ctx?.close());

  it('puts a retired program and an old recipe card in the trash, hidden from their lists', async () => {
    const trash = await get<Paginated<TrashEntry>>('/api/trash?search=retired');
    expect(trash.data).toEqual([
      expect.objectContaining({
        type: 'program',
        name: 'Summer Shred (retired)',
        goes_with: expect.stringContaining('4 weeks'),
      }),
    ]);
    const recipes = await get<Paginated<TrashEntry>>('/api/trash?type=recipe');
    expect(recipes.data.map((entry) => entry.name)).toEqual(['Banana Oat Pancakes (old card)']);
    const programs = await get<Paginated<unknown>>('/api/training-programs');
    expect(programs.total).toBe(demoPrograms.length);
  });

  it('writes past edits by the admin that can be reverted from History', async () => {
    const updates = await get<AuditPage>('/api/audit?action=update');
    expect(updates.items).toHaveLength(4);
    expect(
      updates.items.every((entry) => entry.revertable && entry.actor?.email === 'admin@example.com'),
    ).toBe(true);
    const calories = updates.items.find((entry) => entry.changes && 'calories' in entry.changes)!;
    const before = (calories.changes!.calories as { before: number }).before;
    const reverted = await ctx.app.inject({
      method: 'POST',
      url: `/api/audit/${calories.id}/revert`,
      headers: auth,
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const recipe = await get<{ calories: number }>(`/api/recipes/${calories.record!.id}`);
    expect(recipe.calories).toBe(before);
  });
});
