import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem } from '@coachboard/contract';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoContent } from '../../src/seed/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { dashboardCounts, expectCardLists, getJson, listedIds } from '../dashboard/dashboard-helpers.js';

describe("the demo's kept compliance", () => {
  let ctx: TestApp;
  let owner: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureAdmin(ctx.db, ctx.config);
    const report = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(report.demoCompliance).toBeGreaterThan(10);
    const again = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(again.demoCompliance).toBe(0);
    owner = await adminAuthHeader(ctx.app, ctx.db);
  }, 180_000);
  afterAll(async () => ctx?.close());

  it('fills the figures at seed time: the list sorts by them, and someone whose last week slipped is on the card', async () => {
    const page = await getJson<{ data: UserListItem[] }>(ctx.app, owner, '/users?sort=compliance_7d');
    const figures = page.data.map((item) => item.compliance_7d).filter((figure) => figure != null);
    expect(figures.length).toBeGreaterThan(5);
    expect(figures).toEqual([...figures].sort((a, b) => a! - b!));

    const { ids } = await listedIds(ctx.app, owner, '/users?attention=compliance_dropped');
    expect(ids.length).toBeGreaterThan(0);
    expect((await dashboardCounts(ctx.app, owner)).compliance_dropped).toBe(ids.length);
    await expectCardLists(ctx.app, owner, 'compliance_dropped', '/users?attention=compliance_dropped', ids);
  });
});
