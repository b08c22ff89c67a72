import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanMessages, type MealPlan, type Recipe } from '@coachboard/contract';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPlan, createRecipe, getPlan, teamAuth, type AuthHeader } from './meal-plan-helpers.js';

describe('meal plans: build, totals, list, duplicate, trash', () => {
  let ctx: TestApp;
  let coach: AuthHeader;
  let oats: Recipe;
  let bowl: Recipe;
  let plan: MealPlan;

  beforeAll(async () => {
    ctx = await createTestApp();
    coach = await teamAuth(ctx.app, ctx.db, 'coach');
    oats = await createRecipe(ctx.app, coach, {
      name: 'Overnight oats',
      calories: 350,
      protein: 12.5,
      carbs: 60,
      fat: 7,
    });
    bowl = await createRecipe(ctx.app, coach, {
      name: 'Chicken rice bowl',
      calories: 520,
      protein: 40,
      fat: 14.2,
    });
    plan = await createPlan(ctx.app, coach, {
      name: 'Lean gain',
      description: 'Two days',
      days: [
        {
          name: 'Training day A',
          meant_for: 'training',
          meals: [
            { name: 'Breakfast', items: [{ recipe_id: oats.id, servings: 2 }] },
            { name: 'Lunch', items: [{ recipe_id: bowl.id, servings: 1.5 }] },
          ],
        },
        {
          name: 'Rest day',
          meant_for: 'rest',
          meals: [{ name: 'Dinner', items: [{ recipe_id: bowl.id, servings: 1 }] }],
        },
      ],
    });
  });
  afterAll(() => ctx.close());

  it('answers each day with its meals and totals from recipes × servings, no targets by itself', () => {
    expect(plan.days.map((day) => [day.name, day.meant_for, day.meals.map((meal) => meal.name)])).toEqual([
      ['Training day A', 'training', ['Breakfast', 'Lunch']],
      ['Rest day', 'rest', ['Dinner']],
    ]);
    expect(plan.days[0]!.totals).toEqual({ calories: 1480, protein: 85, carbs: 120, fat: 35.3, fibre: null });
    expect(plan.days[1]!.totals.calories).toBe(520);
    expect(plan.days[0]!.target).toBeNull();
    expect(plan.days[0]!.off_target).toBeNull();
    expect(plan.day_count).toBe(2);
  });

  it('refuses a recipe not in the library, writing nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: coach,
      payload: {
        name: 'Bad',
        days: [{ name: 'D', meals: [{ name: 'M', items: [{ recipe_id: 999999, servings: 1 }] }] }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.days).toEqual([mealPlanMessages.recipesNotFound([999999])]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/meal-plans?searchTerm=bad',
      headers: coach,
    });
    expect(list.json().data.total).toBe(0);
  });

  it('replaces the tree, keeping the id of a day sent back with it', async () => {
    const [training] = plan.days;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/meal-plans/${plan.id}`,
      headers: coach,
      payload: {
        name: 'Lean gain v2',
        expected_updated_at: plan.updated_at,
        days: [
          { name: 'Rest day', meant_for: 'rest', meals: [] },
          {
            id: training!.id,
            name: 'Training day A',
            meant_for: 'training',
            meals: [{ name: 'Snacks', items: [{ recipe_id: oats.id, servings: 1 }] }],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ data: MealPlan }>().data;
    expect(updated.days.map((day) => day.name)).toEqual(['Rest day', 'Training day A']);
    expect(updated.days[1]!.id).toBe(training!.id);
    expect(updated.days[1]!.totals.calories).toBe(350);
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `/api/meal-plans/${plan.id}`,
      headers: coach,
      payload: { name: 'Old', expected_updated_at: plan.updated_at, days: [] },
    });
    expect(stale.statusCode).toBe(409);
    plan = updated;
  });

  it('lists and searches by name, newest first', async () => {
    await createPlan(ctx.app, coach, { name: 'Cut week' });
    const all = await ctx.app.inject({ method: 'GET', url: '/api/meal-plans', headers: coach });
    expect(all.json().data.data.map((row: { name: string }) => row.name)).toEqual([
      'Cut week',
      'Lean gain v2',
    ]);
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/meal-plans?searchTerm=GAIN',
      headers: coach,
    });
    expect(found.json().data.data.map((row: { name: string }) => row.name)).toEqual(['Lean gain v2']);
  });

  it('duplicates a plan with its days and recipes', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/duplicate`,
      headers: coach,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<{ data: MealPlan }>().data;
    expect(copy.name).toBe('Copy of Lean gain v2');
    expect(copy.days.map((day) => day.totals)).toEqual(plan.days.map((day) => day.totals));
    expect(copy.days[0]!.id).not.toBe(plan.days[0]!.id);
  });

  it('moves a plan to the trash and brings it back as it was, audited', async () => {
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/meal-plans/${plan.id}`,
      headers: coach,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/meal-plans/${plan.id}`, headers: coach });
    expect(gone.statusCode).toBe(404);
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/trash/meal-plan/${plan.id}/restore`,
      headers: coach,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await getPlan(ctx.app, coach, plan.id)).days).toEqual(plan.days);
    const log = await ctx.app.inject({ method: 'GET', url: `/api/audit?type=meal-plan`, headers: coach });
    expect(log.statusCode, log.body).toBe(200);
    const actions = log
      .json()
      .data.items.map((entry: { action: string; record: { id: number } }) => [entry.action, entry.record.id]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['create', plan.id],
        ['update', plan.id],
        ['delete', plan.id],
        ['restore', plan.id],
      ]),
    );
  });

  it('reverts an update through the audit log', async () => {
    const log = await ctx.app.inject({
      method: 'GET',
      url: `/api/audit?type=meal-plan&action=update`,
      headers: coach,
    });
    const entry = log.json().data.items.find((row: { record: { id: number } }) => row.record.id === plan.id);
    const owner = await (await import('./meal-plan-helpers.js')).teamAuth(ctx.app, ctx.db, 'owner');
    const reverted = await ctx.app.inject({
      method: 'POST',
      url: `/api/audit/${entry.id}/revert`,
      headers: owner,
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const back = await getPlan(ctx.app, coach, plan.id);
    expect(back.name).toBe('Lean gain');
    expect(back.days.map((day) => day.name)).toEqual(['Training day A', 'Rest day']);
    expect(back.days[0]!.totals.calories).toBe(1480);
  });

  it('is coaching data: moderators may not read or write it', async () => {
    const moderator = await teamAuth(ctx.app, ctx.db, 'moderator');
    for (const [method, url] of [
      ['GET', '/api/meal-plans'],
      ['GET', `/api/meal-plans/${plan.id}`],
      ['POST', `/api/meal-plans/${plan.id}/duplicate`],
      ['DELETE', `/api/meal-plans/${plan.id}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: moderator });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
