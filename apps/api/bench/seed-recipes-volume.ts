/**
 * Seeds 100,000 recipes (plus the bench admin) into a fresh `coachboard_bench` database, set-based, in a few
 * seconds. About one recipe in ten names chicken (a common search word); one in 2,000 mentions saffron (a rare one).
 *
 *   npx tsx bench/seed-recipes-volume.ts   (DATABASE_URL or TEST_DATABASE_URL names the server)
 */
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { openBenchServer, type BenchServer } from './bench-database.js';
import { BENCH_ADMIN } from './seed-volume.js';

export const RECIPE_COUNT = 100_000;

const ADJECTIVES = 'Spicy Creamy Smoky Zesty Hearty Crispy Herby Golden Light Rustic Classic Sticky'.split(
  ' ',
);
const MAINS = 'Chicken Salmon Tofu Turkey Beef Lentil Chickpea Shrimp Egg Quinoa'.split(' ');
const KINDS =
  'Bowl Salad Wrap Stir-Fry Curry Soup Bake Skillet Tacos Pasta Shake Pancakes Muffins Chili'.split(' ');
const SIDES =
  'brown rice|sweet potato|roasted broccoli|mixed greens|black beans|whole wheat noodles|couscous'.split('|');

/** The recipes themselves, on a database that has the migrations (the recipe counter follows by trigger). */
export const seedRecipeRows = async (pool: pg.Pool) => {
  const startedAt = performance.now();
  const result = await pool.query(
    `insert into recipes (name, description, calories, protein, carbs, fat, ingredients, directions,
                          created_at, updated_at)
     select a.word || ' ' || m.word || ' ' || k.word || ' No. ' || g,
            'A ' || lower(a.word) || ' ' || lower(k.word) || ' built around ' || lower(m.word) || ' with ' ||
              s.word || case when g % 2000 = 0 then ', finished with a pinch of saffron' else '' end ||
              '. Ready in ' || (10 + g % 50) || ' minutes, good for meal prep.',
            round((250 + g % 600)::numeric, 1), round((10 + (g % 450) / 10.0)::numeric, 1),
            round((15 + (g % 700) / 10.0)::numeric, 1), round((3 + (g % 300) / 10.0)::numeric, 1),
            jsonb_build_array(
              jsonb_build_object('section', 'Main', 'items', jsonb_build_array(
                jsonb_build_object('name', lower(m.word), 'amount', (100 + g % 150) || ' g'),
                jsonb_build_object('name', s.word, 'amount', '1 cup'),
                jsonb_build_object('name', 'olive oil', 'amount', '1 tbsp'))),
              jsonb_build_object('section', 'Seasoning', 'items', jsonb_build_array(
                jsonb_build_object('name', 'salt and pepper', 'amount', 'to taste')))),
            'STEP 1. Prepare the ' || lower(m.word) || '. STEP 2. Cook the ' || s.word || '. STEP 3. Serve.',
            now() - (g / 3) * interval '5 minutes', now() - (g / 3) * interval '5 minutes'
     from generate_series(1, $5::int) g
     cross join lateral (select ($1::text[])[1 + g % array_length($1::text[], 1)] as word) a
     cross join lateral (select ($2::text[])[1 + (g / 3) % array_length($2::text[], 1)] as word) m
     cross join lateral (select ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)] as word) k
     cross join lateral (select ($4::text[])[1 + (g / 11) % array_length($4::text[], 1)] as word) s`,
    [ADJECTIVES, MAINS, KINDS, SIDES, RECIPE_COUNT],
  );
  console.log(
    `  recipes: ${result.rowCount ?? 0} rows in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  await pool.query('vacuum analyze recipes_with_trash');
};

export const seedRecipesVolume = async (): Promise<BenchServer> => {
  const server = await openBenchServer();
  const handle = createDatabase(server.url, { max: 1 });
  try {
    await migrate(handle.db);
    await handle.pool.query(
      `insert into users (email, first_name, last_name, role, password_hash) values ($1, 'Bench', 'Admin', 'admin', $2)`,
      [BENCH_ADMIN.email, await hashPassword(BENCH_ADMIN.password)],
    );
    await seedRecipeRows(handle.pool);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await handle.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await seedRecipesVolume();
  console.log(`Seeded ${server.url}`);
  await server.stop();
}
