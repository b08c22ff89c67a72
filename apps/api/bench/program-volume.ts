/**
 * Server-time benchmark of the weekly volume: seeds its own fresh `coachboard_bench_volume` database with
 * one 12-week, 5-day program holding 6 exercises on each training day (360 day exercises of 4 sets; each exercise
 * with a target muscle group and two secondary muscle groups, all but the last with a primary muscle group, so
 * the last counts under its target muscle group), builds the app in-process and times
 * GET /api/training-programs/{id}/volume through Fastify's inject (auth, the two statements, the assembly and
 * serialization), each run followed at once by the same two statements as bare SQL on the same pool.
 * p95 of 100 timed runs after 10 warm-ups.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/program-volume.ts
 */
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { openBenchServer } from './bench-database.js';
import { loadAverage, runBench } from './harness.js';
import { seedAdminAndTwelveWeekProgram } from './seed-builder-program.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUPS = 10;
const TARGET_P95_MS = 50;
/** Its own database, so it can run beside the other benches (which recreate `coachboard_bench`). */
const DATABASE = 'coachboard_bench_volume';

const seedProgram = async () => {
  const server = await openBenchServer(DATABASE);
  const handle = createDatabase(server.url, { max: 1 });
  try {
    await migrate(handle.db);
    const { pool } = handle;
    await seedAdminAndTwelveWeekProgram(pool, { name: 'Bench Volume', programType: 'hypertrophy' });
    await pool.query(`
      with new_exercises as (
        insert into exercises (name, target_muscle_group)
        select 'Bench volume exercise ' || n, (array['chest', 'back', 'legs', 'shoulders', 'arms', 'glutes'])[n]
        from generate_series(1, 6) n returning id
      ),
      numbered as (select id, row_number() over (order by id) as ord from new_exercises),
      secondary as (
        insert into exercise_muscle_groups (exercise_id, muscle_group_id, type)
        select numbered.id, ((numbered.ord * 3 + k) % 20) + 1, case when k = 2 then 'primary' else 'secondary' end
        from numbered cross join generate_series(0, 2) k
        where k < 2 or numbered.ord < 6
        returning 1
      ),
      logs as (
        insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position, sets_data)
        select d.id, numbered.id, numbered.ord,
          (select jsonb_object_agg('set_' || s, jsonb_build_object('reps', 8, 'weight', null, 'time', null,
            'rir', 2, 'rest', 90, 'reps_max', 12, 'load_percent', 70)) from generate_series(1, 4) s)
        from training_days d join training_weeks w on w.id = d.training_week_id
        cross join numbered
        where not d.is_rest_day
        returning 1
      )
      insert into program_exercises (training_program_id, exercise_id)
      select p.id, numbered.id from training_programs p cross join numbered
    `);
    await pool.query('vacuum analyze');
  } finally {
    await handle.close();
  }
  return server;
};

/** The repository's two statements (program-volume-repository.ts), as plain SQL. */
const BARE_DAYS = `
  SELECT w.id AS week_id, w.sequence_number, d.id AS day_id, d.day_of_the_week, d.is_rest_day,
         (SELECT count(*)::int FROM user_exercise_activity_logs l WHERE l.training_day_id = d.id) AS exercise_count
  FROM training_programs p
  JOIN training_weeks w ON w.training_program_id = p.id
  LEFT JOIN training_days d ON d.training_week_id = w.id
  WHERE p.id = $1
  ORDER BY w.sequence_number, d.day_of_the_week`;
const BARE_VOLUME = `
  WITH logged AS (
    SELECT w.id AS week_id, l.exercise_id, (SELECT count(*) FROM jsonb_object_keys(l.sets_data)) AS set_count
    FROM training_weeks w
    JOIN training_days d ON d.training_week_id = w.id
    JOIN user_exercise_activity_logs l ON l.training_day_id = d.id
    WHERE w.training_program_id = $1
  ), weighted AS (
    SELECT g.week_id, m.name AS muscle_group, m.id AS muscle_group_id,
           g.set_count * CASE em.type WHEN 'primary' THEN 1::numeric ELSE 0.5::numeric END AS sets
    FROM logged g
    JOIN exercises e ON e.id = g.exercise_id
    JOIN exercise_muscle_groups em ON em.exercise_id = g.exercise_id
    JOIN muscle_groups m ON m.id = em.muscle_group_id
    UNION ALL
    SELECT g.week_id, e.target_muscle_group, NULL::bigint, g.set_count * 1::numeric
    FROM logged g
    JOIN exercises e ON e.id = g.exercise_id
    WHERE e.target_muscle_group IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM exercise_muscle_groups p WHERE p.exercise_id = g.exercise_id AND p.type = 'primary'
      )
  )
  SELECT week_id, muscle_group, muscle_group_id, sum(sets)::text AS sets
  FROM weighted
  GROUP BY week_id, muscle_group, muscle_group_id`;

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
    const [program] = (await pool.query<{ id: string }>(`select id from training_programs limit 1`)).rows;
    const programId = Number(program!.id);
    const [version] = (await pool.query<{ server_version: string }>('show server_version')).rows;
    console.log(
      `\nProgram: 12 weeks x 5 training days x 6 exercises = 360 day exercises of 4 sets; ${WARMUPS} warm-up and ` +
        `${RUNS} timed runs; ${server.where} (PostgreSQL ${version?.server_version}), Node ${process.version}, ` +
        `load average at start ${loadAverage()}\n`,
    );
    console.log('| scenario | p50 ms | p95 ms | p99 ms | max ms | rows |');
    console.log('|---|---:|---:|---:|---:|---:|');

    const appTimes: number[] = [];
    const bareTimes: number[] = [];
    let weeks = 0;
    let bareRows = 0;
    for (let i = 0; i < WARMUPS + RUNS; i += 1) {
      const startedAt = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/training-programs/${programId}/volume`,
        headers,
      });
      const elapsed = performance.now() - startedAt;
      if (response.statusCode !== 200) throw new Error(`volume: ${response.statusCode} ${response.body}`);
      weeks = response.json<{ data: { weeks: unknown[] } }>().data.weeks.length;
      const bareStartedAt = performance.now();
      const days = await pool.query(BARE_DAYS, [programId]);
      const volume = await pool.query(BARE_VOLUME, [programId]);
      const bareElapsed = performance.now() - bareStartedAt;
      bareRows = (days.rowCount ?? 0) + (volume.rowCount ?? 0);
      if (i >= WARMUPS) {
        appTimes.push(elapsed);
        bareTimes.push(bareElapsed);
      }
    }
    const p95 = row('GET /training-programs/{id}/volume (12 weeks, 360 day exercises)', appTimes, weeks);
    row('baseline, bare SQL: the same two statements (day rows + week x group rows)', bareTimes, bareRows);
    return p95 < TARGET_P95_MS ? 0 : 1;
  },
});
