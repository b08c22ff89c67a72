/**
 * Server-time benchmark of the progression: seeds its own fresh `coachboard_bench_progression` database with
 * one 12-week, 5-day program holding 6 exercises of 4 sets (8-10 reps at 60 kg) on each training day (360 day
 * exercises), builds the app in-process and times POST /api/training-days/{dayId}/exercises/{logId}/progression
 * over the 11 weeks after week 1 (a double progression, +2.5 kg) through Fastify's inject: as a dry run (auth,
 * validation, the audited request transaction rolled back, the two reads, serialization) and applied (the same,
 * plus the one upsert of the 11 days and the audit entries, committed). Each apply takes the next of week 1's 30
 * day exercises in turn, so consecutive runs write different rows; every week already holds the exercise, so an
 * apply overwrites 11 rows. Each dry run is followed at once by its two reads as bare SQL on the same pool.
 * p95 of 100 timed runs of each after 10 warm-ups.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/program-progression.ts
 */
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { openBenchServer } from './bench-database.js';
import { loadAverage, runBench } from './harness.js';
import { seedAdminAndTwelveWeekProgram } from './seed-builder-program.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUPS = 10;
const WEEKS = 11;
const TARGET_P95_MS = 50;
/** Its own database, so it can run beside the other benches (which recreate `coachboard_bench`). */
const DATABASE = 'coachboard_bench_progression';

const seedProgram = async () => {
  const server = await openBenchServer(DATABASE);
  const handle = createDatabase(server.url, { max: 1 });
  try {
    await migrate(handle.db);
    const { pool } = handle;
    await seedAdminAndTwelveWeekProgram(pool, { name: 'Bench Progression', programType: 'strength' });
    await pool.query(`
      with new_exercises as (
        insert into exercises (name) select 'Bench progression exercise ' || n from generate_series(1, 6) n
        returning id
      ),
      numbered as (select id, row_number() over (order by id) as ord from new_exercises),
      logs as (
        insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position, sets_data)
        select d.id, numbered.id, numbered.ord,
          (select jsonb_object_agg('set_' || s, jsonb_build_object('reps', 8, 'reps_max', 10, 'weight', 60,
            'time', null, 'rir', 2, 'rest', 120)) from generate_series(1, 4) s)
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

/** The use case's two reads (use-cases/apply-progression.ts), as plain SQL: the source, then the target days. */
const BARE_SOURCE = `
  SELECT d.day_of_the_week, w.sequence_number, p.id AS program_id, p.name AS program,
    (SELECT count(*)::int FROM training_weeks x
      WHERE x.training_program_id = p.id AND x.sequence_number > w.sequence_number) AS weeks_left,
    l.id AS log_id, l.exercise_id, e.name AS exercise_name, l.position, l.sets_data
  FROM training_days d
  JOIN training_weeks w ON w.id = d.training_week_id
  JOIN training_programs p ON p.id = w.training_program_id
  LEFT JOIN user_exercise_activity_logs l ON l.id = $2 AND l.training_day_id = d.id
  LEFT JOIN exercises e ON e.id = l.exercise_id
  WHERE d.id = $1`;
const BARE_TARGETS = `
  SELECT d.id, w.sequence_number, d.is_rest_day, l.sets_data
  FROM training_days d
  JOIN training_weeks w ON w.id = d.training_week_id
  LEFT JOIN user_exercise_activity_logs l ON l.training_day_id = d.id AND l.exercise_id = $2
  WHERE w.training_program_id = $1 AND d.day_of_the_week = $3
    AND w.sequence_number > 1 AND w.sequence_number <= ${1 + WEEKS}
  ORDER BY w.sequence_number`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const row = (name: string, timings: number[], rows: string | number) => {
  const sorted = [...timings].sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
  console.log(`| ${name} | ${cells.join(' | ')} | ${sorted.at(-1)!.toFixed(1)} | ${rows} |`);
  return percentile(sorted, 95);
};

await runBench({
  seed: seedProgram,
  bench: async ({ app, handle, headers, server }) => {
    const { pool } = handle;
    const sources = (
      await pool.query<{
        day_id: string;
        log_id: string;
        exercise_id: string;
        program_id: string;
        dow: number;
      }>(
        `select d.id as day_id, l.id as log_id, l.exercise_id, w.training_program_id as program_id,
           d.day_of_the_week as dow
         from training_days d join training_weeks w on w.id = d.training_week_id
         join user_exercise_activity_logs l on l.training_day_id = d.id
         where w.sequence_number = 1 order by d.day_of_the_week, l.position`,
      )
    ).rows;
    const [version] = (await pool.query<{ server_version: string }>('show server_version')).rows;
    console.log(
      `\nProgram: 12 weeks x 5 training days x 6 exercises of 4 sets = 360 day exercises; a double progression ` +
        `from week 1 over ${WEEKS} weeks; ${WARMUPS} warm-up and ${RUNS} timed runs of each; ${server.where} ` +
        `(PostgreSQL ${version?.server_version}), Node ${process.version}, load average at start ${loadAverage()}\n`,
    );
    console.log('| scenario | p50 ms | p95 ms | p99 ms | max ms | rows |');
    console.log('|---|---:|---:|---:|---:|---:|');

    const post = async (i: number, dryRun: boolean) => {
      const source = sources[i % sources.length]!;
      const startedAt = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/training-days/${source.day_id}/exercises/${source.log_id}/progression`,
        headers,
        payload: { rule: { type: 'double', step_kg: 2.5 }, weeks: WEEKS, dry_run: dryRun },
      });
      const elapsed = performance.now() - startedAt;
      if (response.statusCode !== 200)
        throw new Error(`progression: ${response.statusCode} ${response.body}`);
      const weeks = response.json<{ data: { weeks: unknown[] } }>().data.weeks.length;
      if (weeks !== WEEKS) throw new Error(`progression: ${weeks} weeks instead of ${WEEKS}`);
      return { elapsed, source };
    };

    const dryTimes: number[] = [];
    const applyTimes: number[] = [];
    const bareTimes: number[] = [];
    let bareRows = 0;
    for (let i = 0; i < WARMUPS + RUNS; i += 1) {
      const dry = await post(i, true);
      const bareStartedAt = performance.now();
      const found = await pool.query(BARE_SOURCE, [dry.source.day_id, dry.source.log_id]);
      const targets = await pool.query(BARE_TARGETS, [
        dry.source.program_id,
        dry.source.exercise_id,
        dry.source.dow,
      ]);
      const bareElapsed = performance.now() - bareStartedAt;
      bareRows = (found.rowCount ?? 0) + (targets.rowCount ?? 0);
      const applied = await post(i, false);
      if (i >= WARMUPS) {
        dryTimes.push(dry.elapsed);
        applyTimes.push(applied.elapsed);
        bareTimes.push(bareElapsed);
      }
    }
    const dryP95 = row(`progression, dry run (${WEEKS} weeks)`, dryTimes, `${WEEKS} weeks`);
    const applyP95 = row(
      `progression, applied (${WEEKS} weeks, 11 rows overwritten)`,
      applyTimes,
      `${WEEKS} weeks`,
    );
    row('baseline, bare SQL: the same two reads (source + target days)', bareTimes, bareRows);
    return dryP95 < TARGET_P95_MS && applyP95 < TARGET_P95_MS ? 0 : 1;
  },
});
