import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mealPasteMessages,
  type MealPasteResult,
  type MealPlan,
  type NutritionTemplate,
  type ShoppingList,
} from '@coachboard/contract';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInMember } from '../member/check-in-helpers.js';
import { assign, putTargets, splitTargets } from '../nutrition/nutrition-helpers.js';
import { createProgramViaApi } from '../programs/program-helpers.js';
import { createPlan, createRecipe, getPlan, teamAuth, type AuthHeader } from './meal-plan-helpers.js';

// 2026-03-02 is a Monday. A 3-day program trains on days 1, 3 and 5 of its weeks from each user's start date:
// from a Monday start, Monday, Wednesday and Friday are training dates, the other four rest dates.
describe('meal plans against targets, pasted days, assignments and shopping lists', () => {
  let t: TestApp;
  let coach: AuthHeader;
  let plan: MealPlan;
  let member: Awaited<ReturnType<typeof signInMember>>;
  let second: number;

  const lines = (list: ShoppingList, key: string) =>
    list.lines.filter((line) => line.key === key).map((line) => [line.amount, line.unit, line.not_added]);

  beforeAll(async () => {
    t = await createTestApp();
    coach = await teamAuth(t.app, t.db, 'coach');
    const oats = await createRecipe(t.app, coach, {
      name: 'Overnight oats',
      calories: 350,
      protein: 12.5,
      carbs: 60,
      fat: 7,
      ingredients: [
        {
          section: 'Main',
          items: [
            { name: 'Rolled oats', amount: '60 g' },
            { name: 'Milk', amount: '1 cup' },
          ],
        },
      ],
    });
    const bowl = await createRecipe(t.app, coach, {
      name: 'Chicken rice bowl',
      calories: 520,
      protein: 40,
      carbs: 50,
      fat: 14,
      ingredients: [
        {
          section: 'Main',
          items: [
            { name: 'Chicken breast', amount: '200 g' },
            { name: 'Rice', amount: '1 cup' },
          ],
        },
      ],
    });
    const salad = await createRecipe(t.app, coach, {
      name: 'Chicken salad',
      calories: 300,
      protein: 35,
      carbs: 10,
      fat: 12,
      ingredients: [
        {
          section: 'Main',
          items: [
            { name: 'chicken breasts', amount: '0.3 kg' },
            { name: 'rice', amount: '50 g' },
          ],
        },
      ],
    });
    plan = await createPlan(t.app, coach, {
      name: 'Carb cycle',
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
          meals: [{ name: 'Dinner', items: [{ recipe_id: salad.id, servings: 1 }] }],
        },
      ],
    });
    const program = await createProgramViaApi(t.app, coach, {
      name: 'Three a week',
      duration_weeks: 2,
      training_days_per_week: 3,
    });
    member = await signInMember(t.app, t.db);
    second = (await createUser(t.db, { firstName: 'Sam' })).user.id;
    await assign(t.app, coach, program, member.id, '2026-03-02');
    await assign(t.app, coach, program, second, '2026-03-02');
    expect((await putTargets(t.app, coach, member.id, splitTargets)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it("holds each day to the user's profile of its kind and names why it is off target", async () => {
    const held = await getPlan(t.app, coach, plan.id, `?user_id=${member.id}`);
    const [training, rest] = held.days;
    expect(training!.target).toMatchObject({ calories: 2600, protein: 180 });
    expect(training!.totals).toMatchObject({ calories: 1480, protein: 85 });
    expect(training!.off_target).toBe(true);
    expect(training!.off_target_reasons).toEqual(['calories_low', 'protein_low']);
    expect(rest!.target).toMatchObject({ calories: 2100 });
    // A user without targets: totals only.
    const bare = await getPlan(t.app, coach, plan.id, `?user_id=${second}`);
    expect(bare.days.map((day) => [day.target, day.off_target])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it("is on target within 5% of a template's calories and 10 g of its protein", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/nutrition-templates',
      headers: coach,
      payload: {
        name: 'Fits day A',
        mode: 'every_day',
        every_day: { calories: 1550, protein: 95, carbs: 120, fat: 35 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<{ data: NutritionTemplate }>().data;
    const held = await getPlan(t.app, coach, plan.id, `?target_template_id=${template.id}`);
    // 1480 is 4.5% under 1550; 85 g is 10 g under 95: on target. The rest day (300 kcal) is far under.
    expect(held.days.map((day) => [day.off_target, day.off_target_reasons])).toEqual([
      [false, []],
      [true, ['calories_low', 'protein_low']],
    ]);
  });

  it('pastes a day: matches names to the library, reports unmatched lines and writes nothing until all match', async () => {
    const paste = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/days/paste`, headers: coach, payload });
    const text = 'Breakfast\n2 x overnight  OATS\nLunch\nChicken rice bowl 1.5\nPancakes 2';
    const preview = await paste({ text, day_name: 'Training day B', meant_for: 'training', dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json<{ data: MealPasteResult }>().data;
    expect(result.ready).toBe(false);
    expect(
      result.lines.map((line) => [line.line, line.status, line.recipe?.name ?? null, line.servings]),
    ).toEqual([
      [1, 'meal', null, null],
      [2, 'matched', 'Overnight oats', 2],
      [3, 'meal', null, null],
      [4, 'matched', 'Chicken rice bowl', 1.5],
      [5, 'unmatched', null, 2],
    ]);
    const refused = await paste({ text, day_name: 'Training day B', meant_for: 'training' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.text).toEqual([mealPasteMessages.linesNotReady]);
    expect((await getPlan(t.app, coach, plan.id)).days).toHaveLength(2);

    const oatsId = result.lines[1]!.recipe!.id;
    const written = await paste({
      text,
      day_name: 'Training day B',
      meant_for: 'training',
      choices: [{ line: 5, recipe_id: oatsId }],
    });
    expect(written.statusCode, written.body).toBe(201);
    const day = written.json<{ data: MealPasteResult }>().data.day!;
    expect(day.name).toBe('Training day B');
    expect(
      day.meals.map((meal) => [meal.name, meal.items.map((item) => [item.recipe_name, item.servings])]),
    ).toEqual([
      ['Breakfast', [['Overnight oats', 2]]],
      [
        'Lunch',
        [
          ['Chicken rice bowl', 1.5],
          ['Overnight oats', 2],
        ],
      ],
    ]);
    expect(day.totals.calories).toBe(2180);
    // Put the plan back to its two days for what follows.
    const back = await getPlan(t.app, coach, plan.id);
    const restored = await t.app.inject({
      method: 'PUT',
      url: `/api/meal-plans/${plan.id}`,
      headers: coach,
      payload: {
        name: back.name,
        days: back.days.slice(0, 2).map((d) => ({
          id: d.id,
          name: d.name,
          meant_for: d.meant_for,
          meals: d.meals.map((m) => ({
            name: m.name,
            items: m.items.map((i) => ({ recipe_id: i.recipe_id, servings: i.servings })),
          })),
        })),
      },
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('adds up a plan\u2019s shopping list, converting grams and kilograms and keeping cups and grams apart', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/meal-plans/${plan.id}/shopping-list`,
      headers: coach,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ data: ShoppingList }>().data;
    // 200 g × 1.5 (the bowl) + 0.3 kg × 1 (the salad, 'chicken breasts').
    expect(lines(list, 'chicken breast')).toEqual([[600, 'g', false]]);
    expect(lines(list, 'rice')).toEqual(
      expect.arrayContaining([
        [1.5, 'cups', true],
        [50, 'g', true],
      ]),
    );
    expect(lines(list, 'milk')).toEqual([[2, 'cups', false]]);
    expect(list.flagged).toBe(2);

    const [training] = plan.days;
    const twice = await t.app.inject({
      method: 'GET',
      url: `/api/meal-plans/${plan.id}/shopping-list?days=${training!.id},${training!.id}&servings_factor=2`,
      headers: coach,
    });
    const doubled = twice.json<{ data: ShoppingList }>().data;
    // Only the bowl's chicken (written in g): kept in the unit written.
    expect(lines(doubled, 'chicken breast')).toEqual([[1200, 'g', false]]);
    expect(lines(doubled, 'rolled oat')).toEqual([[480, 'g', false]]);
    expect(lines(doubled, 'rice')).toEqual([[6, 'cups', false]]);

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/meal-plans/${plan.id}/shopping-list?days=999999`,
      headers: coach,
    });
    expect(other.statusCode).toBe(422);
  });

  it('answers the list as CSV with format=csv or Accept: text/csv', async () => {
    for (const [query, headers] of [
      ['?format=csv', {}],
      ['', { accept: 'text/csv' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/meal-plans/${plan.id}/shopping-list${query}`,
        headers: { ...coach, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain('shopping-list-carb-cycle.csv');
      const [header, ...rows] = response.body.trim().split('\n');
      expect(header).toBe('ingredient,amount,unit,note,from');
      expect(rows.find((row) => row.startsWith('Chicken breast,600,g,'))).toBeDefined();
      expect(rows.filter((row) => row.includes('Not added up'))).toHaveLength(2);
    }
  });

  it('assigns the plan to two users; each date of their schedule takes the training or the rest day', async () => {
    const [training, rest] = plan.days;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/assignments`,
      headers: coach,
      payload: {
        user_ids: [member.id, second],
        training_day_id: training!.id,
        rest_day_id: rest!.id,
        starts_on: '2026-03-02',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.assigned).toBe(2);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/meal-plans/${plan.id}/assignments`,
      headers: coach,
    });
    expect(
      listed
        .json()
        .data.map((row: { user_id: number }) => row.user_id)
        .sort(),
    ).toEqual([member.id, second].sort());
    expect((await getPlan(t.app, coach, plan.id)).assigned_users).toBe(2);

    const today = async (date: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/member/nutrition/today?date=${date}`,
        headers: member.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as {
        profile: string;
        meals: { name: string; items: { recipe_name: string; servings: number }[] }[];
      };
    };
    const wednesday = await today('2026-03-04');
    expect(wednesday.profile).toBe('training');
    expect(
      wednesday.meals.map((meal) => [meal.name, meal.items.map((item) => [item.recipe_name, item.servings])]),
    ).toEqual([
      ['Breakfast', [['Overnight oats', 2]]],
      ['Lunch', [['Chicken rice bowl', 1.5]]],
    ]);
    const tuesday = await today('2026-03-03');
    expect(tuesday.profile).toBe('rest');
    expect(tuesday.meals.map((meal) => meal.name)).toEqual(['Dinner']);
    expect((await today('2026-03-01')).meals).toEqual([]);
  });

  it("adds up a user's week from their schedule: three training dates and four rest dates", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}/shopping-list?from=2026-03-02&to=2026-03-08`,
      headers: coach,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ data: ShoppingList }>().data;
    // Training: 300 g × 3; rest: 300 g × 4.
    expect(lines(list, 'chicken breast')).toEqual([[2.1, 'kg', false]]);
    expect(lines(list, 'milk')).toEqual([[6, 'cups', false]]);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}/shopping-list?from=2026-02-20&to=2026-03-01`,
      headers: coach,
    });
    expect(before.json().data.lines).toEqual([]);
  });

  it('refuses a panel account or a day of another plan, writing nothing; unassigns', async () => {
    const [training] = plan.days;
    const other = await createPlan(t.app, coach, { name: 'Other', days: [{ name: 'X', meals: [] }] });
    const wrongDay = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/assignments`,
      headers: coach,
      payload: { user_ids: [second], training_day_id: other.days[0]!.id, rest_day_id: null },
    });
    expect(wrongDay.statusCode).toBe(422);
    const panelId = (await createAdmin(t.db, { teamRole: 'coach' })).user.id;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${other.id}/assignments`,
      headers: coach,
      payload: { user_ids: [second, panelId], training_day_id: null, rest_day_id: null },
    });
    expect(refused.statusCode).toBe(422);
    const stillOnPlan = await t.app.inject({
      method: 'GET',
      url: `/api/users/${second}/meal-plan`,
      headers: coach,
    });
    expect(stillOnPlan.json().data).toMatchObject({ meal_plan_id: plan.id, training_day_id: training!.id });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/meal-plans/${plan.id}/assignments/${second}`,
      headers: coach,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: `/api/users/${second}/meal-plan`, headers: coach });
    expect(none.json().data).toBeNull();
  });

  it('hides a trashed plan from its users until it comes back', async () => {
    await t.app.inject({ method: 'DELETE', url: `/api/meal-plans/${plan.id}`, headers: coach });
    const hidden = await t.app.inject({
      method: 'GET',
      url: '/api/member/nutrition/today?date=2026-03-04',
      headers: member.headers,
    });
    expect(hidden.json().data.meals).toEqual([]);
    await t.app.inject({ method: 'POST', url: `/api/trash/meal-plan/${plan.id}/restore`, headers: coach });
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/member/nutrition/today?date=2026-03-04',
      headers: member.headers,
    });
    expect(back.json().data.meals).toHaveLength(2);
  });

  it('is not the moderators\u2019: shopping lists and assignments answer 403', async () => {
    const moderator = await teamAuth(t.app, t.db, 'moderator');
    for (const url of [
      `/api/meal-plans/${plan.id}/shopping-list`,
      `/api/users/${member.id}/shopping-list?from=2026-03-02&to=2026-03-03`,
      `/api/users/${member.id}/meal-plan`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: moderator })).statusCode, url).toBe(403);
    }
    const assignAsModerator = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/assignments`,
      headers: moderator,
      payload: { user_ids: [second], training_day_id: null, rest_day_id: null },
    });
    expect(assignAsModerator.statusCode).toBe(403);
  });
});
