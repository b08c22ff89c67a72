import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MealPlan, MealPlanSummary } from '@coachboard/contract';
import { seedDemoMealPlans } from '../../src/seed/demo-meal-plans.js';
import { seedDemoNutrition } from '../../src/seed/demo-nutrition.js';
import { seedDemoRecipes } from '../../src/seed/demo-recipes.js';
import { storageForDataDir } from '../../src/storage/index.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInPanel, type Headers } from '../member/check-in-helpers.js';

describe('demo meal plans', () => {
  let t: TestApp;
  let coach: { headers: Headers };

  beforeAll(async () => {
    t = await createTestApp();
    for (let index = 0; index < 16; index += 1) await createUser(t.db);
    coach = await signInPanel(t.app, t.db, 'coach');
    await seedDemoRecipes(t.db, storageForDataDir(t.dataDir));
    await seedDemoNutrition(t.db);
    expect(await seedDemoMealPlans(t.db)).toBeGreaterThan(3);
    expect(await seedDemoMealPlans(t.db)).toBe(0);
  });
  afterAll(async () => t?.close());

  it('builds three plans from the demo recipes, every meal holding a recipe, two of them assigned', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/meal-plans', headers: coach.headers });
    const plans = list.json<{ data: { data: MealPlanSummary[] } }>().data.data;
    expect(plans.map((plan) => plan.name).sort()).toEqual([
      'Cut: high protein',
      'Lean gain: carb cycle',
      'Plant-based day',
    ]);
    expect(plans.filter((plan) => plan.assigned_users > 0).length).toBeGreaterThanOrEqual(1);
    for (const summary of plans) {
      const plan = (
        await t.app.inject({ method: 'GET', url: `/api/meal-plans/${summary.id}`, headers: coach.headers })
      ).json<{ data: MealPlan }>().data;
      for (const day of plan.days) {
        expect(day.totals.calories, `${plan.name} ${day.name}`).toBeGreaterThan(800);
        for (const meal of day.meals)
          expect(meal.items.length, `${plan.name} ${meal.name}`).toBeGreaterThan(0);
      }
      const shopping = await t.app.inject({
        method: 'GET',
        url: `/api/meal-plans/${summary.id}/shopping-list`,
        headers: coach.headers,
      });
      expect(shopping.json().data.lines.length).toBeGreaterThan(5);
    }
  });
});
