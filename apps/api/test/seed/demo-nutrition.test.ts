import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, NutritionTemplate } from '@coachboard/contract';
import { seedDemoNutrition } from '../../src/seed/demo-nutrition.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInPanel, type Headers } from '../member/check-in-helpers.js';

describe('demo nutrition', () => {
  let t: TestApp;
  let coach: { headers: Headers };
  const userIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let index = 0; index < 9; index += 1) userIds.push((await createUser(t.db)).user.id);
    coach = await signInPanel(t.app, t.db, 'coach');
    expect(await seedDemoNutrition(t.db)).toBeGreaterThan(3);
    expect(await seedDemoNutrition(t.db)).toBe(0);
  });
  afterAll(async () => t?.close());

  it("seeds 'Cut', 'Maintain' and 'Lean gain', targets for most users, and leaves some without for the card", async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/nutrition-templates',
      headers: coach.headers,
    });
    expect(
      list
        .json<{ data: { data: NutritionTemplate[] } }>()
        .data.data.map((row) => row.name)
        .sort(),
    ).toEqual(['Cut', 'Lean gain', 'Maintain']);
    const withTargets = userIds.filter((id) => id % 3 !== 0);
    for (const id of userIds) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users/${id}/nutrition`,
        headers: coach.headers,
      });
      const targets = response.json<{ data: { targets: { template: { name: string } | null } | null } }>()
        .data.targets;
      expect(targets !== null, `user ${id}`).toBe(withTargets.includes(id));
    }
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: coach.headers });
    expect(dashboard.json<{ data: Dashboard }>().data.counts.no_nutrition_targets).toBe(
      userIds.length - withTargets.length,
    );
  });
});
