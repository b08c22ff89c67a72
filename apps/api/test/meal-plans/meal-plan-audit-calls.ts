import type { FastifyInstance, InjectOptions } from 'fastify';
import type { MealPlan, Recipe } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import { createUser } from '../helpers/factories.js';

type Fixture = { app: FastifyInstance; auth: Record<string, string>; ids: Record<string, number> };
type Call = (f: Fixture) => Promise<InjectOptions>;

let walk: Promise<{ recipe: Recipe; plan: MealPlan; userId: number }> | undefined;

/** A recipe, a plan with one day and an app user for the walk, made on first use. */
const walkData = (f: Fixture) =>
  (walk ??= (async () => {
    const recipe = (
      await f.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: f.auth,
        payload: {
          name: 'Walk Oats',
          calories: 300,
          protein: 10,
          ingredients: [{ section: 'Main', items: [{ name: 'oats', amount: '60 g' }] }],
        },
      })
    ).json<{ data: Recipe }>().data;
    const plan = (
      await f.app.inject({
        method: 'POST',
        url: '/api/meal-plans',
        headers: f.auth,
        payload: {
          name: 'Walk Plan',
          days: [
            { name: 'Day', meals: [{ name: 'Breakfast', items: [{ recipe_id: recipe.id, servings: 1 }] }] },
          ],
        },
      })
    ).json<{ data: MealPlan }>().data;
    const { user } = await createUser(f.app.db as Database);
    return { recipe, plan, userId: user.id };
  })());

/** The happy calls of the meal plan routes, for test/security/route-audit.test.ts's walk. */
export const mealPlanAuditCalls: Record<string, Call> = {
  'POST /api/meal-plans': async () => ({ url: '/api/meal-plans', payload: { name: 'Walked Plan' } }),
  'PUT /api/meal-plans/:id': async (f) => {
    const { plan } = await walkData(f);
    return { url: `/api/meal-plans/${plan.id}`, payload: { name: 'Walk Plan Renamed', days: [] } };
  },
  'POST /api/meal-plans/:id/days/paste': async (f) => {
    const { plan } = await walkData(f);
    return {
      url: `/api/meal-plans/${plan.id}/days/paste`,
      payload: { text: 'Breakfast\n2 x Walk Oats', day_name: 'Pasted' },
    };
  },
  'POST /api/meal-plans/:id/duplicate': async (f) => ({
    url: `/api/meal-plans/${(await walkData(f)).plan.id}/duplicate`,
  }),
  'POST /api/meal-plans/:id/assignments': async (f) => {
    const { plan, userId } = await walkData(f);
    return {
      url: `/api/meal-plans/${plan.id}/assignments`,
      payload: { user_ids: [userId], training_day_id: null, rest_day_id: null },
    };
  },
  'DELETE /api/meal-plans/:id/assignments/:userId': async (f) => {
    const { plan, userId } = await walkData(f);
    return { url: `/api/meal-plans/${plan.id}/assignments/${userId}` };
  },
  'DELETE /api/meal-plans/:id': async (f) => ({ url: `/api/meal-plans/${(await walkData(f)).plan.id}` }),
  'POST /api/meal-plans/bulk-delete': async (f) => {
    const created = await f.app.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: f.auth,
      payload: { name: 'Walk Bulk' },
    });
    return {
      url: '/api/meal-plans/bulk-delete',
      payload: { ids: [created.json<{ data: MealPlan }>().data.id] },
    };
  },
};
