/**
 * The volume the global search is measured at: the shared bench volume (seed-volume.ts: 200,000 users, 10,000
 * programs), the recipe library's 100,000 recipes (seed-recipes-volume.ts), 5,000 exercises named as
 * seed-exercises-volume.ts names them and 500,000 posts written as seed-community-volume.ts writes them (without
 * that seed's likes and comments, which the search never reads), then 500 personal copies; one user in a hundred
 * gets an e-mail on one of 200 'clubN.example.org' domains. About a minute.
 */
import type pg from 'pg';
import { targetMuscleGroups } from '@coachboard/contract';
import { createDatabase } from '../src/db/client.js';
import type { BenchServer } from './bench-database.js';
import { POST_COUNT } from './seed-community-volume.js';
import { EXERCISE_COUNT } from './seed-exercises-volume.js';
import { seedRecipeRows } from './seed-recipes-volume.js';
import { seedVolume, USER_COUNT } from './seed-volume.js';

export const PERSONAL_COPY_COUNT = 500;

const MOVES =
  'Squat Press Row Curl Lunge Deadlift Raise Pulldown Extension Fly Bridge Plank Thrust Dip Swing';
const TOOLS = 'Barbell Dumbbell Kettlebell Cable Machine Band Bodyweight Landmine Smith Trap-Bar';
const STYLES = 'Paused Tempo Single-Arm Single-Leg Incline Decline Seated Standing Split Wide-Grip';

const timed = async (client: pg.PoolClient, label: string, statement: string, values: unknown[] = []) => {
  const startedAt = performance.now();
  const result = await client.query(statement, values);
  console.log(
    `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
};

/**
 * Runs `load` with the table's trigram indexes dropped and builds them again after it: one index build over
 * the loaded rows instead of hundreds of thousands of GIN inserts (the indexes have fastupdate off).
 */
const withTrigramIndexesBuiltAfter = async (
  client: pg.PoolClient,
  table: string,
  load: () => Promise<void>,
) => {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename = $1 and indexdef like '%gin_trgm_ops%'`,
    [table],
  );
  for (const index of rows) await client.query(`drop index "${index.name}"`);
  await load();
  for (const index of rows) await timed(client, `index ${index.name}`, index.definition);
};

const seedSearchRows = async (client: pg.PoolClient) => {
  // One user in a hundred on one of 200 other domains (about ten each), so a domain fragment has a rare answer
  // beside the 200,000 '@example.com' e-mails.
  await timed(
    client,
    'other e-mail domains',
    `update users set email = split_part(email, '@', 1) || '@club' || (id / 100) % 200 || '.example.org'
     where id % 100 = 7 and role = 'user'`,
  );
  await timed(
    client,
    'exercises',
    `insert into exercises (name, description, target_muscle_group, created_at, updated_at)
     select ($1::text[])[1 + g % array_length($1::text[], 1)] || ' ' ||
            ($2::text[])[1 + (g / 15) % array_length($2::text[], 1)] || ' ' ||
            ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)] || ' ' || g,
            'Benchmark exercise number ' || g, ($4::text[])[1 + g % 9],
            now() - g * interval '11 minutes', now() - g * interval '11 minutes'
     from generate_series(1, $5::int) g`,
    [MOVES.split(' '), TOOLS.split(' '), STYLES.split(' '), targetMuscleGroups, EXERCISE_COUNT],
  );
  await withTrigramIndexesBuiltAfter(client, 'posts_with_trash', () =>
    timed(
      client,
      'posts',
      `insert into posts (author_id, content, type, created_at, updated_at)
     select u.first_id + (g::bigint * 7919) % $2::int,
            'Benchmark post ' || g || ': training notes, a question for the community and a link ' ||
              'https://example.com/posts/' || g || '.',
            (array['general','general','general','general','support','support','challenge','challenge',
                   'announcement','announcement'])[1 + (g * 13) % 10],
            now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, $1::int) g cross join (select min(id) as first_id from users) u`,
      [POST_COUNT, USER_COUNT],
    ),
  );
  await timed(
    client,
    'personal copies',
    `insert into training_programs (name, program_type, difficulty_level, duration_weeks, training_days_per_week,
                                    owner_user_id, template_id)
     select p.name || ' · ' || u.first_name || ' ' || u.last_name, p.program_type, p.difficulty_level,
            p.duration_weeks, p.training_days_per_week, u.id, p.id
     from (select * from training_programs order by id limit $1) p
     join lateral (select * from users where id = (select min(id) from users) + p.id * 37) u on true`,
    [PERSONAL_COPY_COUNT],
  );
  await timed(client, 'vacuum analyze', 'vacuum analyze');
};

export const seedSearchVolume = async (): Promise<BenchServer> => {
  const server = await seedVolume();
  console.log('Seeding the search volume');
  const handle = createDatabase(server.url, { max: 2 });
  try {
    const client = await handle.pool.connect();
    try {
      await withTrigramIndexesBuiltAfter(client, 'recipes_with_trash', () => seedRecipeRows(handle.pool));
      await seedSearchRows(client);
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
  return server;
};
