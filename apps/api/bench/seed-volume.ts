/**
 * Seeds the benchmark volume into a fresh `coachboard_bench` database, set-based (generate_series), in
 * well under a minute: 200,000 users (2% soft-deleted), 10,000 programs of 1 to 16 weeks with their weeks
 * and days, about 45,000 user assignments plus one program followed by 5,000 users.
 *
 *   npx tsx bench/seed-volume.ts        (DATABASE_URL or TEST_DATABASE_URL names the server)
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { difficultyLevels, programTypes, workoutDurations } from '@coachboard/contract';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { BENCH_DATABASE, openBenchServer } from './bench-database.js';

export const USER_COUNT = 200_000;
export const PROGRAM_COUNT = 10_000;
export const CROWDED_PROGRAM_USERS = 5_000;
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench@12345' };

const FIRST_NAMES = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph ' +
  'Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret ' +
  'Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa ' +
  'George Deborah Timothy Stephanie Ronald Rebecca Jason Sharon Edward Laura Jeffrey Cynthia Ryan Dorothy Jacob ' +
  'Amy Gary Kathleen Nicholas Angela Eric Shirley Jonathan Emma Stephen Brenda Larry Pamela Justin Nicole Scott ' +
  'Anna Brandon Samantha Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel Patrick Carolyn Frank ' +
  'Janet Raymond Maria Jack Olivia Dennis Heather Jerry Helen Tyler Catherine Aaron Diane Jose Julie Adam Victoria'
).split(' ');
const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson ' +
  'Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell ' +
  'Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris ' +
  'Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward ' +
  'Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel'
).split(' ');
const PROGRAM_ADJECTIVES = (
  'Explosive Foundational Progressive Total Athletic Functional Lean Classic Elite Rapid Steady Ultimate Essential ' +
  'Advanced Dynamic Hybrid Minimalist Intense Balanced Power'
).split(' ');
const PROGRAM_FOCUS = (
  'Strength Hypertrophy Endurance Mobility Conditioning Core Glute Upper-Body Lower-Body Running Cycling Rowing ' +
  'Kettlebell Barbell Dumbbell Bodyweight Powerlifting Olympic Sprint Flexibility'
).split(' ');
const PROGRAM_KINDS = 'Builder Block Cycle Plan Program Challenge Series Camp Protocol Blueprint'.split(' ');

const timed = async (client: pg.PoolClient, label: string, statement: string, values: unknown[] = []) => {
  const startedAt = performance.now();
  const result = await client.query(statement, values);
  console.log(
    `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
};

const seedRows = async (client: pg.PoolClient) => {
  await timed(
    client,
    'users',
    `insert into users (email, first_name, last_name, gender, role, created_at, updated_at, deleted_at)
     select lower(f.name || '.' || l.name || '.' || g) || '@example.com', f.name, l.name,
            case when g % 2 = 0 then 'female' else 'male' end, 'user',
            now() - g * interval '7 minutes', now() - g * interval '7 minutes',
            case when g % 50 = 0 then now() - interval '3 days' end
     from generate_series(1, $3::int) g
     cross join lateral (select ($1::text[])[1 + g % array_length($1::text[], 1)] as name) f
     cross join lateral (select ($2::text[])[1 + (g / 7) % array_length($2::text[], 1)] as name) l`,
    [FIRST_NAMES, LAST_NAMES, USER_COUNT],
  );
  await timed(
    client,
    'admin',
    `insert into users (email, first_name, last_name, role, password_hash) values ($1, 'Bench', 'Admin', 'admin', $2)`,
    [BENCH_ADMIN.email, await hashPassword(BENCH_ADMIN.password)],
  );
  await timed(
    client,
    'programs',
    `insert into training_programs (name, program_type, difficulty_level, duration_weeks, training_days_per_week,
                                    workout_duration, description, is_admin, created_at, updated_at)
     select ($1::text[])[1 + g % array_length($1::text[], 1)] || ' ' ||
            ($2::text[])[1 + (g / 3) % array_length($2::text[], 1)] || ' ' ||
            ($3::text[])[1 + (g / 11) % array_length($3::text[], 1)] || ' ' || g,
            ($4::text[])[1 + g % 4], ($5::text[])[1 + (g / 4) % 3], 1 + (g * 7) % 16, 1 + (g * 3) % 7,
            ($6::text[])[1 + g % 10], 'Benchmark program number ' || g, g % 3 <> 0,
            now() - g * interval '13 minutes', now() - g * interval '13 minutes'
     from generate_series(1, $7::int) g`,
    [
      PROGRAM_ADJECTIVES,
      PROGRAM_FOCUS,
      PROGRAM_KINDS,
      programTypes,
      difficultyLevels,
      workoutDurations,
      PROGRAM_COUNT,
    ],
  );
  await timed(
    client,
    'weeks',
    `insert into training_weeks (training_program_id, sequence_number)
     select p.id, s from training_programs p cross join lateral generate_series(1, p.duration_weeks) s`,
  );
  await timed(
    client,
    'days',
    `insert into training_days (training_week_id, day_of_the_week, is_rest_day)
     select w.id, d, not (d = any(pattern.days))
     from training_weeks w
     join training_programs p on p.id = w.training_program_id
     join (values (1, '{1}'::int[]), (2, '{1,4}'), (3, '{1,3,5}'), (4, '{1,2,4,5}'), (5, '{1,2,3,4,5}'),
                  (6, '{1,2,3,4,5,6}'), (7, '{1,2,3,4,5,6,7}')) as pattern(per_week, days)
       on pattern.per_week = p.training_days_per_week
     cross join generate_series(1, 7) d`,
  );
  await timed(
    client,
    'assignments',
    `insert into program_users (training_program_id, user_id, assigned_at)
     select p.id, u.first_id + ((p.id * 7919 + k * 104729) % $1::int), now() - k * interval '1 hour'
     from training_programs p
     cross join (select min(id) as first_id from users) u
     cross join lateral generate_series(0, p.id % 10) k
     on conflict do nothing`,
    [USER_COUNT],
  );
  await timed(
    client,
    'crowded program',
    `insert into program_users (training_program_id, user_id, assigned_at)
     select (select max(id) from training_programs), u.id, now() - u.id * interval '1 second'
     from users u where u.role = 'user' order by u.id limit $1
     on conflict do nothing`,
    [CROWDED_PROGRAM_USERS],
  );
  await timed(client, 'vacuum analyze', 'vacuum analyze');
};

/**
 * Creates `coachboard_bench` (or the bench's own `database`) afresh, migrates it and loads the volume. Returns
 * the server handle.
 */
export const seedVolume = async (database?: string) => {
  const server = await openBenchServer(database);
  console.log(`Seeding ${server.where}, database ${database ?? BENCH_DATABASE}`);
  const startedAt = performance.now();
  const handle = createDatabase(server.url, { max: 1 });
  try {
    await migrate(handle.db);
    const client = await handle.pool.connect();
    try {
      await seedRows(client);
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
  console.log(`Seeded in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return server;
};

// Run directly, or through the link apps/api/seed-volume.ts (npx in apps/api/bench runs from the workspace root).
const runDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const server = await seedVolume();
  await server.stop();
}
