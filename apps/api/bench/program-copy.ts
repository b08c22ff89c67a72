/**
 * Server-time benchmark of copying a program: seeds a fresh `coachboard_bench` database with one 12-week,
 * 5-day program holding 6 exercises on each training day (360 day exercises, with sets, and its 6 listed
 * exercises), builds the app in-process and times POST /api/training-programs/{id}/duplicate through Fastify's
 * inject (auth, validation, the audited request transaction, the copy, the detail and its serialization), each
 * run followed at once by a bare INSERT ... SELECT of the same 360 day exercise rows into an unconstrained
 * scratch table on the same pool (the floor of writing those rows). p95 of 50 timed runs after 5 warm-ups.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/program-copy.ts
 */
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { openBenchServer } from './bench-database.js';
import { loadAverage, runBench } from './harness.js';
import { seedAdminAndTwelveWeekProgram } from './seed-builder-program.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUPS = 5;
const TARGET_P95_MS = 50;

/** Other programs in the database around the source. */
const FILLER_PROGRAMS = 300;

const seedProgram = async () => {
  const server = await openBenchServer();
  const handle = createDatabase(server.url, { max: 1 });
  try {
    await migrate(handle.db);
    const { pool } = handle;
    await seedAdminAndTwelveWeekProgram(pool, { name: 'Bench Copy Source', programType: 'strength' });
    await pool.query(`
      with new_exercises as (
        insert into exercises (name) select 'Bench copy exercise ' || n from generate_series(1, 6) n returning id
      ),
      numbered as (select id, row_number() over (order by id) as ord from new_exercises),
      logs as (
        insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position, sets_data)
        select d.id, numbered.id, numbered.ord,
          jsonb_build_object('set_1', jsonb_build_object('reps', 5, 'weight', 60 + w.sequence_number * 2.5,
            'time', null, 'rir', 2, 'rest', 120),
            'set_2', jsonb_build_object('reps', 5, 'weight', 60 + w.sequence_number * 2.5,
            'time', null, 'rir', 1, 'rest', 120))
        from training_days d join training_weeks w on w.id = d.training_week_id
        cross join numbered
        where not d.is_rest_day
        returning 1
      )
      insert into program_exercises (training_program_id, exercise_id)
      select p.id, numbered.id from training_programs p cross join numbered
    `);
    // The source among the programs of a large business (FILLER_PROGRAMS more, each 12 weeks of 5 training days
    // of 6 exercises), so the planner's statistics, and the plans a connection keeps for the foreign-key checks,
    // are those of a full database rather than of a one-program one (whose plans scan the tables the copies grow).
    await pool.query(
      `
      with source as (select * from training_programs_with_trash order by id limit 1),
      fillers as (
        insert into training_programs_with_trash (name, program_type, difficulty_level, duration_weeks)
        select 'Bench filler ' || n, s.program_type, s.difficulty_level, s.duration_weeks
        from source s cross join generate_series(1, $1::int) n
        returning id
      ),
      weeks as (
        insert into training_weeks (training_program_id, sequence_number)
        select f.id, w from fillers f cross join generate_series(1, 12) w returning id
      ),
      days as (
        insert into training_days (training_week_id, day_of_the_week, is_rest_day)
        select w.id, d, d > 5 from weeks w cross join generate_series(1, 7) d returning id, is_rest_day
      )
      insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position, sets_data)
      select d.id, e.id, row_number() over (partition by d.id order by e.id),
        '{"set_1": {"reps": 5, "weight": 60, "time": null, "rir": 2, "rest": 120}}'::jsonb
      from days d cross join (select id from exercises order by id limit 6) e
      where not d.is_rest_day
      `,
      [FILLER_PROGRAMS],
    );
    await pool.query('vacuum analyze');
  } finally {
    await handle.close();
  }
  return server;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const row = (name: string, timings: number[], rows: number) => {
  const sorted = [...timings].sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
  console.log(`| ${name} | ${cells.join(' | ')} | ${sorted.at(-1)!.toFixed(1)} | ${rows} |`);
  return percentile(sorted, 95);
};

await runBench({
  seed: seedProgram,
  bench: async ({ app, handle, headers, server }) => {
    const { pool } = handle;
    const [source] = (
      await pool.query<{ id: string }>(`select id from training_programs order by id limit 1`)
    ).rows;
    const sourceId = Number(source!.id);
    const [counts] = (
      await pool.query<{ logs: string }>(
        `select count(*) as logs from user_exercise_activity_logs_with_trash l
         join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
         where w.training_program_id = $1`,
        [sourceId],
      )
    ).rows;
    await pool.query(
      `create unlogged table if not exists bench_copy_scratch (like user_exercise_activity_logs_with_trash)`,
    );
    const [version] = (await pool.query<{ server_version: string }>('show server_version')).rows;
    console.log(
      `\nSource: 12 weeks x 5 training days x 6 exercises = ${counts?.logs} day exercises; ${WARMUPS} warm-up and ` +
        `${RUNS} timed runs; ${server.where} (PostgreSQL ${version?.server_version}), Node ${process.version}, ` +
        `load average at start ${loadAverage()}\n`,
    );
    console.log('| scenario | p50 ms | p95 ms | p99 ms | max ms | rows |');
    console.log('|---|---:|---:|---:|---:|---:|');

    const copyTimes: number[] = [];
    const bareTimes: number[] = [];
    let bareRows = 0;
    for (let i = 0; i < WARMUPS + RUNS; i += 1) {
      const startedAt = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/training-programs/${sourceId}/duplicate`,
        headers,
        payload: {},
      });
      const elapsed = performance.now() - startedAt;
      if (response.statusCode !== 201) throw new Error(`duplicate: ${response.statusCode} ${response.body}`);
      const bareStartedAt = performance.now();
      const bare = await pool.query(
        `insert into bench_copy_scratch
         select l.* from user_exercise_activity_logs_with_trash l
         join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
         where w.training_program_id = $1`,
        [sourceId],
      );
      const bareElapsed = performance.now() - bareStartedAt;
      bareRows = bare.rowCount ?? 0;
      if (i >= WARMUPS) {
        copyTimes.push(elapsed);
        bareTimes.push(bareElapsed);
      }
    }
    const p95 = row(
      'POST /training-programs/{id}/duplicate (360 day exercises)',
      copyTimes,
      Number(counts?.logs),
    );
    row('baseline, bare SQL: INSERT ... SELECT of the 360 day exercise rows', bareTimes, bareRows);
    return p95 < TARGET_P95_MS ? 0 : 1;
  },
});
