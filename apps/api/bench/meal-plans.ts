/**
 * Server-time benchmark of meal plans at the recipe benchmark's volume (100,000 recipes): a 7-day plan of four
 * meals with two recipes each (56 items, picked across the library) answers its day totals, held to a target
 * template or not, and its shopping list (JSON and CSV); a pasted day is matched against the whole library; the
 * library list and search run over 1,000 plans. Its own database (coachboard_bench_meal_plans), so it never meets
 * another bench's.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/meal-plans.ts
 *   BENCH_REUSE_SEED=1 ...   reuses the last seeded coachboard_bench_meal_plans (seeding takes minutes on a busy box)
 */
import { hashPassword } from '../src/modules/auth/passwords.js';
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { openBenchServer, type BenchServer } from './bench-database.js';
import {
  measure,
  measureScenarios,
  printHeader,
  rotateUrls,
  runBench,
  type BenchContext,
} from './harness.js';
import { RECIPE_COUNT, seedRecipeRows } from './seed-recipes-volume.js';
import { BENCH_ADMIN } from './seed-volume.js';

const DATABASE = 'coachboard_bench_meal_plans';
const PLAN_COUNT = 1_000;

const seed = async (): Promise<BenchServer> => {
  const server = await openBenchServer(DATABASE);
  const handle = createDatabase(server.url, { max: 1 });
  try {
    await migrate(handle.db);
    await handle.pool.query(
      `insert into users (email, first_name, last_name, role, password_hash) values ($1, 'Bench', 'Admin', 'admin', $2)`,
      [BENCH_ADMIN.email, await hashPassword(BENCH_ADMIN.password)],
    );
    await seedRecipeRows(handle.pool);
    // The library around the plan under test: 1,000 one-day plans with a recipe each.
    await handle.pool.query(
      `with plans as (
         insert into meal_plans (name, description, created_at)
         select 'Bench plan ' || g || case when g % 50 = 0 then ' carb cycle' else '' end, null,
                now() - g * interval '1 minute'
         from generate_series(1, $1::int) g returning id),
       days as (
         insert into meal_plan_days (meal_plan_id, position, name, meant_for)
         select id, 0, 'Any day', 'any' from plans returning id),
       meals as (
         insert into meal_plan_meals (day_id, position, name) select id, 0, 'Lunch' from days returning id)
       insert into meal_plan_items (meal_id, position, recipe_id, servings)
       select id, 0, 1 + id % $2::int, 1 from meals`,
      [PLAN_COUNT, RECIPE_COUNT],
    );
    await handle.pool.query(
      'vacuum analyze meal_plans_with_trash, meal_plan_days, meal_plan_meals, meal_plan_items',
    );
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await handle.close();
  }
};

/** The database a previous run seeded, kept (the system server's stop leaves it). */
const reuse = (): BenchServer => {
  const configured = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!configured) throw new Error('BENCH_REUSE_SEED needs DATABASE_URL or TEST_DATABASE_URL');
  const url = new URL(configured);
  url.pathname = `/${DATABASE}`;
  return { url: url.toString(), where: `PostgreSQL at ${url.host}`, stop: async () => {} };
};

const MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'];

/** The 7-day plan under test (through the API, as a coach builds it) and a target template. */
const preparePlan = async ({ app, headers, handle }: BenchContext) => {
  const sample = await handle.pool.query<{ id: string; name: string }>(
    `select id, name from recipes order by md5(id::text) limit 56`,
  );
  const ids = sample.rows.map((row) => Number(row.id));
  const days = Array.from({ length: 7 }, (_, day) => ({
    name: day % 2 === 0 ? `Training day ${day + 1}` : `Rest day ${day + 1}`,
    meant_for: day % 2 === 0 ? 'training' : 'rest',
    meals: MEALS.map((name, meal) => ({
      name,
      items: [0, 1].map((item) => ({ recipe_id: ids[day * 8 + meal * 2 + item]!, servings: 1 + item * 0.5 })),
    })),
  }));
  const plan = await app.inject({
    method: 'POST',
    url: '/api/meal-plans',
    headers,
    payload: { name: 'Bench week', days },
  });
  if (plan.statusCode !== 201) throw new Error(`Plan: ${plan.body}`);
  const template = await app.inject({
    method: 'POST',
    url: '/api/nutrition-templates',
    headers,
    payload: {
      name: 'Bench cut',
      mode: 'training_rest',
      training_day: { calories: 2400, protein: 180, carbs: 250, fat: 70 },
      rest_day: { calories: 2000, protein: 180, carbs: 150, fat: 75 },
    },
  });
  if (template.statusCode !== 201) throw new Error(`Template: ${template.body}`);
  return {
    planId: plan.json().data.id as number,
    dayIds: (plan.json().data.days as { id: number }[]).map((day) => day.id),
    templateId: template.json().data.id as number,
    names: sample.rows.slice(0, 8).map((row) => row.name),
  };
};

const dayItems = (body: { data: unknown }) =>
  (body.data as { days: { meals: { items: unknown[] }[] }[] }).days.flatMap((day) =>
    day.meals.flatMap((meal) => meal.items),
  ).length;
const lines = (body: { data: unknown }) => (body.data as { lines: unknown[] }).lines.length;
const pageRows = (body: { data: unknown }) => (body.data as { data: unknown[] }).data.length;

await runBench({
  seed: process.env.BENCH_REUSE_SEED ? async () => reuse() : seed,
  bench: async (context) => {
    const { planId, dayIds, templateId, names } = await preparePlan(context);
    await printHeader(
      context,
      `${RECIPE_COUNT.toLocaleString('en-US')} recipes, ${(PLAN_COUNT + 1).toLocaleString('en-US')} meal plans, a 7-day plan of 56 recipes`,
    );
    let failures = await measureScenarios(
      context,
      [
        {
          name: '7-day plan with day totals (no targets)',
          urls: [`/api/meal-plans/${planId}`],
          target: true,
          countRows: dayItems,
        },
        {
          name: '7-day plan held to a target template (off-target rule)',
          urls: [`/api/meal-plans/${planId}?target_template_id=${templateId}`],
          target: true,
          countRows: dayItems,
        },
        {
          name: '7-day shopping list',
          urls: [`/api/meal-plans/${planId}/shopping-list`],
          target: true,
          countRows: lines,
        },
        {
          name: '7-day shopping list, servings x2, two days',
          urls: [`/api/meal-plans/${planId}/shopping-list?servings_factor=2&days=${dayIds[0]},${dayIds[1]}`],
          target: true,
          countRows: lines,
        },
        { name: 'library list, first page', urls: ['/api/meal-plans'], target: true, countRows: pageRows },
        {
          name: 'library search (carb cycle: 20 matches)',
          urls: ['/api/meal-plans?searchTerm=carb%20cycle'],
          target: true,
          countRows: pageRows,
        },
      ],
      rotateUrls,
    );
    const csvUnder = await measure('7-day shopping list as CSV', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/meal-plans/${planId}/shopping-list?format=csv`,
        headers: context.headers,
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.body.trim().split('\n').length - 1;
    });
    if (!csvUnder) failures += 1;
    const text = `Breakfast\n${names
      .slice(0, 4)
      .map((name) => `2 x ${name}`)
      .join('\n')}\nLunch\n${names.slice(4).join(' 1.5\n')} 1.5\nSnacks\nSmoky Chicken Bowl Deluxe 1`;
    // Not a target (the issue's are the plan's totals and its shopping list): shown for what it costs.
    await measure('paste a day, 9 lines matched across the library (dry run) — not a target', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/meal-plans/${planId}/days/paste`,
        headers: context.headers,
        payload: { text, day_name: 'Pasted', dry_run: true },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json().data.lines.length;
    });
    return failures;
  },
});
