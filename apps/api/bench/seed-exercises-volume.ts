/**
 * The exercise area's benchmark volume on top of the programs volume (200,000 users, 10,000 programs with
 * their weeks and days): 5,000 exercises with muscle groups and search text, 2,000,000 activity logs spread
 * over the programs' training days (about six per day), their program links, and one day with 30 exercises.
 *
 *   npx tsx bench/seed-exercises-volume.ts   (DATABASE_URL or TEST_DATABASE_URL names the server)
 */
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { targetMuscleGroups } from '@coachboard/contract';
import { createDatabase } from '../src/db/client.js';
import type { BenchServer } from './bench-database.js';
import { seedVolume } from './seed-volume.js';

export const EXERCISE_COUNT = 5_000;
export const ACTIVITY_LOG_COUNT = 2_000_000;
export const CROWDED_DAY_EXERCISES = 30;

const MOVES =
  'Squat Press Row Curl Lunge Deadlift Raise Pulldown Extension Fly Bridge Plank Thrust Dip Swing'.split(' ');
const TOOLS = 'Barbell Dumbbell Kettlebell Cable Machine Band Bodyweight Landmine Smith Trap-Bar'.split(' ');
const STYLES = 'Paused Tempo Single-Arm Single-Leg Incline Decline Seated Standing Split Wide-Grip'.split(
  ' ',
);

const timed = async (client: pg.PoolClient, label: string, statement: string, values: unknown[] = []) => {
  const startedAt = performance.now();
  const result = await client.query(statement, values);
  console.log(
    `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
};

const seedExerciseRows = async (client: pg.PoolClient) => {
  await timed(
    client,
    'exercises',
    `insert into exercises (name, description, target_muscle_group, is_at_home, is_gym_based, created_at, updated_at)
     select ($1::text[])[1 + g % array_length($1::text[], 1)] || ' ' ||
            ($2::text[])[1 + (g / 15) % array_length($2::text[], 1)] || ' ' ||
            ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)] || ' ' || g,
            'Benchmark exercise number ' || g, ($4::text[])[1 + g % 9], g % 3 = 0, g % 4 <> 0,
            now() - g * interval '11 minutes', now() - g * interval '11 minutes'
     from generate_series(1, $5::int) g`,
    [MOVES, TOOLS, STYLES, targetMuscleGroups, EXERCISE_COUNT],
  );
  await timed(
    client,
    'exercise muscle groups',
    `insert into exercise_muscle_groups (exercise_id, muscle_group_id, type)
     select e.id, 1 + (e.id * 7 + k * 3) % 20, case when k = 0 then 'primary' else 'secondary' end
     from exercises e cross join generate_series(0, 1 + e.id % 4) k
     on conflict do nothing`,
  );
  await timed(
    client,
    'search text',
    `update exercises e set search_text = lower(concat_ws(' ', e.name, e.target_muscle_group,
       replace(e.target_muscle_group, '-', ' '),
       case when e.is_at_home then 'home at home' end, case when e.is_gym_based then 'gym gym based' end,
       (select string_agg(mg.name, ' ' order by mg.id) from exercise_muscle_groups emg
          join muscle_groups mg on mg.id = emg.muscle_group_id where emg.exercise_id = e.id)))`,
  );
  const days = await client.query<{ n: string }>(
    'select count(*) as n from training_days where not is_rest_day',
  );
  const perDay = Math.ceil(ACTIVITY_LOG_COUNT / Number(days.rows[0]?.n ?? 1));
  await timed(
    client,
    `activity logs (${perDay} per training day, cut at ${ACTIVITY_LOG_COUNT.toLocaleString('en-US')})`,
    `insert into user_exercise_activity_logs (training_day_id, exercise_id, position, sets_data)
     select d.id, x.first_id + (d.id * 7919 + k * 104729) % $1::int, k + 1,
            jsonb_build_object('set_1', jsonb_build_object('reps', 8 + k, 'weight', 20 + k * 2.5, 'time', null,
                                                          'rir', 2, 'rest', 90),
                               'set_2', jsonb_build_object('reps', 8 + k, 'weight', 20 + k * 2.5, 'time', null,
                                                          'rir', 1, 'rest', 90))
     from (select id from training_days where not is_rest_day order by id) d
     cross join (select min(id) as first_id from exercises) x
     cross join generate_series(0, $2::int - 1) k
     limit $3
     on conflict do nothing`,
    [EXERCISE_COUNT, perDay, ACTIVITY_LOG_COUNT],
  );
  await timed(
    client,
    `a day with ${CROWDED_DAY_EXERCISES} exercises`,
    `with day as (select id from training_days where not is_rest_day order by id desc limit 1),
     cleared as (delete from user_exercise_activity_logs where training_day_id = (select id from day))
     insert into user_exercise_activity_logs (training_day_id, exercise_id, position, sets_data)
     select (select id from day), (select min(id) from exercises) + k * 97, k + 1, '{}'::jsonb
     from generate_series(0, $1::int - 1) k`,
    [CROWDED_DAY_EXERCISES],
  );
  await timed(
    client,
    'program exercises',
    `insert into program_exercises (training_program_id, exercise_id)
     select distinct w.training_program_id, l.exercise_id
     from user_exercise_activity_logs l
     join training_days d on d.id = l.training_day_id
     join training_weeks w on w.id = d.training_week_id
     on conflict do nothing`,
  );
  // A settled database: the visibility map lets the per-exercise program counts read the index alone.
  await timed(
    client,
    'vacuum analyze',
    'vacuum analyze exercises_with_trash, program_exercises, user_exercise_activity_logs_with_trash',
  );
};

export const seedExercisesVolume = async (): Promise<BenchServer> => {
  const server = await seedVolume();
  const handle = createDatabase(server.url, { max: 1 });
  try {
    const client = await handle.pool.connect();
    try {
      await seedExerciseRows(client);
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
  return server;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await seedExercisesVolume();
  await server.stop();
}
