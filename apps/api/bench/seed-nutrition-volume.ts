// The nutrition benchmark's data (bench/nutrition.ts): its database, a copy of an already seeded member-volume
// one or a fresh seed, and the template library and targets loaded onto it.
import pg from 'pg';
import type { BenchServer } from './bench-database.js';
import type { BenchContext } from './harness.js';

export const NUTRITION_BENCH_DATABASE = 'coachboard_bench_nutrition';
const TEMPLATE_GOALS = [
  'Cut',
  'Maintain',
  'Lean gain',
  'Recomp',
  'Carb cycle',
  'High protein',
  'Endurance',
  'Contest prep',
  'Reverse diet',
  'Off-season',
];

const serverUrl = (database: string) => {
  const url = new URL(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '');
  url.pathname = `/${database}`;
  return url.toString();
};

/** A copy of an already seeded member-volume database (CREATE DATABASE ... TEMPLATE: a file copy, no re-seed). */
export const copySeeded = async (from: string): Promise<BenchServer> => {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${NUTRITION_BENCH_DATABASE} with (force)`);
    const startedAt = performance.now();
    await client.query(`create database ${NUTRITION_BENCH_DATABASE} template ${from}`);
    console.log(`  copied ${from} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  const url = serverUrl(NUTRITION_BENCH_DATABASE);
  return { url, where: `PostgreSQL at ${new URL(url).host}`, stop: async () => {} };
};

/**
 * The template library and the targets, set-based. The targets load without their row triggers (replica mode, on
 * one client): the count trigger updates one counter row per inserted row, and 160,000 updates of one row in one
 * transaction walk an ever longer version chain (the load had not finished after 6 minutes). The kept values the
 * triggers would have written are then set from the rows: `user_active` and the card's count.
 */
export const seedNutrition = async (handle: BenchContext['handle']) => {
  const client = await handle.pool.connect();
  const timed = async (label: string, text: string) => {
    const startedAt = performance.now();
    const result = await client.query(text);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${seconds} s`);
  };
  const goals = TEMPLATE_GOALS.map((goal) => `'${goal}'`).join(', ');
  try {
    await timed(
      'target templates',
      `insert into nutrition_templates_with_trash (name, description, mode, every_day, training_day, rest_day)
       select g.goal || ' ' || k || ' kcal' || v.suffix, 'Bench template for a ' || lower(g.goal),
              case when k % 200 = 0 then 'every_day' else 'training_rest' end,
              case when k % 200 = 0 then jsonb_build_object('calories', k, 'protein', 160,
                'carbs', (k - 160 * 4 - 70 * 9) / 4, 'fat', 70, 'fibre', 30) end,
              case when k % 200 <> 0 then jsonb_build_object('calories', k + 200, 'protein', 170,
                'carbs', (k + 200 - 170 * 4 - 65 * 9) / 4, 'fat', 65, 'fibre', 35) end,
              case when k % 200 <> 0 then jsonb_build_object('calories', k - 200, 'protein', 170,
                'carbs', (k - 200 - 170 * 4 - 75 * 9) / 4, 'fat', 75, 'fibre', null) end
       from unnest(array[${goals}]) g(goal)
       cross join generate_series(1500, 3500, 100) k
       cross join (values (''), (' (vegetarian)'), (' (low carb)')) v(suffix)`,
    );
    await client.query('set session_replication_role = replica');
    await timed(
      'targets (4 in 5 active app users, every long-history member), triggers off',
      `insert into user_nutrition_targets_with_trash
         (user_id, mode, every_day, training_day, rest_day, template_id, user_active)
       select u.id, t.mode, t.every_day, t.training_day, t.rest_day, case when u.id % 2 = 0 then t.id end, true
       from users u
       join nutrition_templates_with_trash t on t.id = 1 + u.id % 630
       where u.role = 'user' and u.deleted_at is null and (u.id % 5 <> 0 or u.password_hash is not null)`,
    );
    await client.query('set session_replication_role = default');
    await timed(
      "the card's kept count, from the rows",
      `update table_row_counts set row_count = (select count(*) from user_nutrition_targets_with_trash
         where deleted_at is null and user_active)
       where table_name = 'active_app_users_with_nutrition_targets'`,
    );
    await timed('analyze', 'analyze nutrition_templates_with_trash, user_nutrition_targets_with_trash');
  } finally {
    client.release();
  }
};
