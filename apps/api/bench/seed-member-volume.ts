/**
 * The member API's benchmark volume on top of the users volume (bench/seed-volume.ts: 200,000 users, 10,000
 * programs), in its own database: every app user has a logged workout of 10 sets, and 1,000 members with long
 * histories (320 workouts each, every other day for about 21 months) follow a 12-week program of 5 training days
 * with 5 exercises of 5 sets a day, started four weeks ago. About 520,000 workouts and 5,200,000 performed sets,
 * set-based (generate_series).
 *
 *   npx tsx bench/seed-member-volume.ts   (DATABASE_URL or TEST_DATABASE_URL names the server)
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/public.js';
import { createDatabase } from '../src/db/client.js';
import type { BenchServer } from './bench-database.js';
import { seedVolume } from './seed-volume.js';

export const MEMBER_BENCH_DATABASE = 'coachboard_bench_member';
export const LONG_HISTORY_MEMBERS = 1_000;
export const LONG_HISTORY_WORKOUTS = 320;
export const SETS_PER_WORKOUT = 10;
export const MEMBER_PASSWORD = 'Member@12345';
export const MEMBER_PROGRAM = 'Member bench program';

const timed = async (client: pg.PoolClient, label: string, statement: string, values: unknown[] = []) => {
  const startedAt = performance.now();
  const result = await client.query(statement, values);
  console.log(
    `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
};

const seedProgram = async (client: pg.PoolClient) => {
  await timed(
    client,
    'exercises',
    `insert into exercises (name, description, target_muscle_group, is_gym_based)
     select 'Bench lift ' || g, 'Member benchmark exercise ' || g, 'legs', true from generate_series(1, 50) g`,
  );
  await timed(
    client,
    'member program',
    `with program as (
       insert into training_programs (name, program_type, difficulty_level, duration_weeks, training_days_per_week,
                                      workout_duration, description, is_admin)
       values ($1, 'strength', 'intermediate', 12, 5, '60 mins', 'Twelve weeks, five days', true)
       returning id
     ),
     weeks as (
       insert into training_weeks (training_program_id, sequence_number)
       select program.id, s from program cross join generate_series(1, 12) s returning id
     )
     insert into training_days (training_week_id, day_of_the_week, is_rest_day)
     select weeks.id, d, d > 5 from weeks cross join generate_series(1, 7) d`,
    [MEMBER_PROGRAM],
  );
  await timed(
    client,
    'day exercises',
    `insert into user_exercise_activity_logs (training_day_id, exercise_id, position, sets_data)
     select d.id, (select min(id) from exercises where name like 'Bench lift %') + (d.id * 5 + k) % 50, k,
            (select jsonb_object_agg('set_' || s, jsonb_build_object('reps', 8, 'weight', 40 + 5 * k,
                                     'time', null, 'rir', 2, 'rest', 90))
             from generate_series(1, 5) s)
     from training_days d
     join training_weeks w on w.id = d.training_week_id
     join training_programs p on p.id = w.training_program_id and p.name = $1
     cross join generate_series(1, 5) k
     where not d.is_rest_day`,
    [MEMBER_PROGRAM],
  );
};

export const seedMembers = async (client: pg.PoolClient) => {
  await timed(
    client,
    'long-history members (password, assignment four weeks ago)',
    `with members as (
       update users set password_hash = $2
       where id in (select id from users where role = 'user' and deleted_at is null order by id limit $3)
       returning id
     )
     insert into program_users (training_program_id, user_id, assigned_at, start_date)
     select (select id from training_programs where name = $1), members.id, now() - interval '28 days',
            current_date - 28
     from members`,
    [MEMBER_PROGRAM, await hashPassword(MEMBER_PASSWORD), LONG_HISTORY_MEMBERS],
  );
};

/**
 * The logged workouts and their sets. The generated rows reference what they were generated from, and these two
 * tables have no triggers of their own: skipping the per-row foreign key checks (replica mode) keeps five million
 * inserts within minutes on a shared machine.
 */
export const seedHistory = async (client: pg.PoolClient) => {
  await client.query(`set session_replication_role = replica`);
  await timed(
    client,
    'long-history workouts',
    `with days as (
       select d.id, p.id as program_id, w.sequence_number as week, d.day_of_the_week as day,
              row_number() over (order by w.sequence_number, d.day_of_the_week) - 1 as n
       from training_days d
       join training_weeks w on w.id = d.training_week_id
       join training_programs p on p.id = w.training_program_id and p.name = $1
       where not d.is_rest_day
     )
     insert into workout_sessions (user_id, client_id, training_day_id, training_program_id, program_name,
                                   week_number, day_number, performed_on, started_at, finished_at)
     select pu.user_id, gen_random_uuid(), days.id, days.program_id, $1, days.week, days.day,
            current_date - 2 * k, (current_date - 2 * k) + time '07:00', (current_date - 2 * k) + time '08:10'
     from program_users pu
     cross join generate_series(1, $2::int) k
     join days on days.n = k % 60
     where pu.training_program_id = (select id from training_programs where name = $1)`,
    [MEMBER_PROGRAM, LONG_HISTORY_WORKOUTS],
  );
  await timed(
    client,
    'one workout for every other app user',
    `insert into workout_sessions (user_id, client_id, program_name, week_number, day_number, performed_on,
                                   started_at, finished_at)
     select u.id, gen_random_uuid(), 'Benchmark program', 1, 1 + u.id % 5, current_date - (u.id % 60)::int,
            (current_date - (u.id % 60)::int) + time '18:00', (current_date - (u.id % 60)::int) + time '19:00'
     from users u
     where u.role = 'user' and not exists (select 1 from workout_sessions s where s.user_id = u.id)`,
  );
  await timed(
    client,
    'performed sets',
    `with first as (select min(id) as id from exercises where name like 'Bench lift %')
     insert into performed_sets (session_id, position, exercise_id, exercise_name, set_number, reps, weight, rir,
                                 target_reps, target_weight, target_rir)
     select s.id, k, first.id + pick.n, 'Bench lift ' || (pick.n + 1), 1 + (k - 1) % 5, 6 + (s.id + k) % 5,
            40 + 2.5 * ((s.id + k) % 20), 2, 8, 45, 2
     from workout_sessions s
     cross join first
     cross join generate_series(1, $1::int) k
     cross join lateral (select (s.id + (k - 1) / 5) % 50 as n) pick`,
    [SETS_PER_WORKOUT],
  );
  await client.query(`set session_replication_role = default`);
  // Replica mode skipped the triggers that keep the records' rows (migration 0041): build them once.
  await timed(client, 'records rows (session_exercise_sets)', 'select session_exercise_sets_rebuild()');
  await timed(
    client,
    'vacuum analyze',
    'vacuum analyze workout_sessions, performed_sets, session_exercise_sets',
  );
};

/**
 * Seeds the users volume into the member bench's own database (or `database`: a bench of logged training that
 * runs beside this one), then the member volume on top.
 */
export const seedMemberVolume = async (database = MEMBER_BENCH_DATABASE): Promise<BenchServer> => {
  const server = await seedVolume(database);
  const startedAt = performance.now();
  const handle = createDatabase(server.url, { max: 1 });
  try {
    const client = await handle.pool.connect();
    try {
      await seedProgram(client);
      await seedMembers(client);
      await seedHistory(client);
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
  console.log(`Member volume seeded in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return server;
};

const runDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const server = await seedMemberVolume();
  await server.stop();
}
