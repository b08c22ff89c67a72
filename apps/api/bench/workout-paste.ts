/**
 * Server-time benchmark of "Paste a workout": seeds its own fresh `coachboard_bench_paste` database
 * with the bench admin, one 12-week, 5-day program and a library of 5,000 generated exercises (the names and
 * search text of bench/seed-exercises-volume.ts: 'Squat Barbell Paused 17', so a pasted 'Squat' has hundreds of
 * trigram candidates) plus the 16 real names the pasted lines aim at, then times a 20-line dry run of
 * POST /api/training-days/{dayId}/paste through Fastify's inject (auth, validation, the audited request
 * transaction rolled back, parsing, the day lock and the one match statement, serialization). Each run is
 * followed at once by the use-case's two statements called directly on the pool in a transaction (the day lock,
 * the match), without the app around them. p95 of 100 timed runs after 10 warm-ups.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/workout-paste.ts
 */
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { expandAlias } from '../src/modules/training-days/workout-paste/exercise-aliases.js';
import { readWorkout } from '../src/modules/training-days/workout-paste/read-workout.js';
import {
  lockPasteDay,
  pasteCandidates,
} from '../src/modules/training-days/workout-paste/workout-paste-repository.js';
import { openBenchServer } from './bench-database.js';
import { loadAverage, runBench } from './harness.js';
import { seedAdminAndTwelveWeekProgram } from './seed-builder-program.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUPS = 10;
const TARGET_P95_MS = 50;
const LIBRARY_SIZE = 5_000;
/** Its own database, so it can run beside the other benches (which recreate `coachboard_bench`). */
const DATABASE = 'coachboard_bench_paste';

const MOVES =
  'Squat Press Row Curl Lunge Deadlift Raise Pulldown Extension Fly Bridge Plank Thrust Dip Swing'.split(' ');
const TOOLS = 'Barbell Dumbbell Kettlebell Cable Machine Band Bodyweight Landmine Smith Trap-Bar'.split(' ');
const STYLES = 'Paused Tempo Single-Arm Single-Leg Incline Decline Seated Standing Split Wide-Grip'.split(
  ' ',
);
const REAL_NAMES = [
  'Back squat',
  'Front squat',
  'Romanian deadlift',
  'Bench press',
  'Incline dumbbell press',
  'Chin-up',
  'Pull-up',
  'Plank',
  'Barbell row',
  'Overhead press',
  'Lat pulldown',
  'Dumbbell curl',
  'Face pull',
  'Leg press',
  'Hip thrust',
  'Bulgarian split squat',
];

/** Twenty lines in several styles: exact names, aliases, near names, a superset, one line without a match. */
const TEXT = [
  '1. Back squat 5x5 @100kg rest 3 min',
  '2. RDL 3x8-10 RIR2',
  'A1 Bench press 4x6 @75%',
  'A2 Chin-up 4xAMRAP',
  'B1) BSS 3x10 each side @ 20 kg',
  'B2) Face pulls 3 x 15-20',
  'Front squat 4x3 @ 80% 1RM',
  'OHP 5 sets of 5 @ 135 lbs',
  'Incline DB press 3x10-12 RPE 8',
  'Pull up 3xmax',
  'Lat pull down 3x12 rest 90s',
  'Barbell rows 4x8 @ 70 kg',
  'Plank 3x60s rest 60',
  'Hip thrusts 4x8-12 @ 100kg',
  'Leg press 3x15',
  'Dumbell curl 3x12',
  'Squat paused 3x3 @ 90kg',
  'Deadlift tempo 3x5',
  'Zercher carry 3x40s',
  'Cable fly 3x15 (squeeze)',
].join('\n');

const seedLibrary = async () => {
  const server = await openBenchServer(DATABASE);
  const handle = createDatabase(server.url, { max: 1 });
  try {
    await migrate(handle.db);
    const { pool } = handle;
    await seedAdminAndTwelveWeekProgram(pool, { name: 'Bench Paste', programType: 'strength' });
    await pool.query(
      `insert into exercises (name, target_muscle_group, is_at_home, is_gym_based)
       select ($1::text[])[1 + g % array_length($1::text[], 1)] || ' ' ||
              ($2::text[])[1 + (g / 15) % array_length($2::text[], 1)] || ' ' ||
              ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)] || ' ' || g,
              (array['chest', 'back', 'shoulders', 'arms', 'legs', 'glutes', 'core', 'full-body', 'cardio'])[1 + g % 9],
              g % 3 = 0, g % 4 <> 0
       from generate_series(1, $4::int) g`,
      [MOVES, TOOLS, STYLES, LIBRARY_SIZE],
    );
    await pool.query(`insert into exercises (name, target_muscle_group) select unnest($1::text[]), 'legs'`, [
      REAL_NAMES,
    ]);
    await pool.query(
      `insert into exercise_muscle_groups (exercise_id, muscle_group_id, type)
       select e.id, 1 + (e.id * 7 + k * 3) % 20, case when k = 0 then 'primary' else 'secondary' end
       from exercises e cross join generate_series(0, 1 + e.id % 4) k
       on conflict do nothing`,
    );
    await pool.query(
      `update exercises e set search_text = lower(concat_ws(' ', e.name, e.target_muscle_group,
         replace(e.target_muscle_group, '-', ' '),
         case when e.is_at_home then 'home at home' end, case when e.is_gym_based then 'gym gym based' end,
         (select string_agg(mg.name, ' ' order by mg.id) from exercise_muscle_groups emg
            join muscle_groups mg on mg.id = emg.muscle_group_id where emg.exercise_id = e.id)))`,
    );
    await pool.query('vacuum analyze');
  } finally {
    await handle.close();
  }
  return server;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const row = (name: string, timings: number[], rows: number | string) => {
  const sorted = [...timings].sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
  console.log(`| ${name} | ${cells.join(' | ')} | ${sorted.at(-1)!.toFixed(1)} | ${rows} |`);
  return percentile(sorted, 95);
};

await runBench({
  seed: seedLibrary,
  bench: async ({ app, handle, headers, server }) => {
    const { pool } = handle;
    const [day] = (
      await pool.query<{ id: string }>(
        `select d.id from training_days d join training_weeks w on w.id = d.training_week_id
         where w.sequence_number = 1 and d.day_of_the_week = 1`,
      )
    ).rows;
    const dayId = Number(day!.id);
    const [library] = (await pool.query<{ n: string }>('select count(*) as n from exercises')).rows;
    const [version] = (await pool.query<{ server_version: string }>('show server_version')).rows;
    const names = readWorkout(TEXT).flatMap((line) =>
      line.read.ok
        ? [{ line: line.line, name: line.read.parsed.name, alias: expandAlias(line.read.parsed.name) }]
        : [],
    );
    console.log(
      `\nLibrary: ${library?.n} exercises; a ${TEXT.split('\n').length}-line dry run; ${WARMUPS} warm-up and ` +
        `${RUNS} timed runs; ${server.where} (PostgreSQL ${version?.server_version}), Node ${process.version}, ` +
        `load average at start ${loadAverage()}\n`,
    );

    const appTimes: number[] = [];
    const bareTimes: number[] = [];
    let statuses = '';
    let candidates = 0;
    for (let i = 0; i < WARMUPS + RUNS; i += 1) {
      const startedAt = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/training-days/${dayId}/paste`,
        headers,
        payload: { text: TEXT, dry_run: true },
      });
      const elapsed = performance.now() - startedAt;
      if (response.statusCode !== 200) throw new Error(`paste: ${response.statusCode} ${response.body}`);
      const lines = response.json<{ data: { lines: { status: string }[] } }>().data.lines;
      const counts = new Map<string, number>();
      for (const line of lines) counts.set(line.status, (counts.get(line.status) ?? 0) + 1);
      statuses = [...counts].map(([status, count]) => `${count} ${status}`).join(', ');
      const bareStartedAt = performance.now();
      await handle.db.transaction(async (tx) => {
        await lockPasteDay(tx, dayId);
        candidates = (await pasteCandidates(tx, dayId, names, [])).candidates.length;
      });
      const bareElapsed = performance.now() - bareStartedAt;
      if (i >= WARMUPS) {
        appTimes.push(elapsed);
        bareTimes.push(bareElapsed);
      }
    }
    console.log('| scenario | p50 ms | p95 ms | p99 ms | max ms | rows |');
    console.log('|---|---:|---:|---:|---:|---:|');
    const p95 = row('POST /training-days/{dayId}/paste, 20-line dry run', appTimes, statuses);
    row('baseline: the day lock and the match statement, on the pool', bareTimes, `${candidates} candidates`);
    return p95 < TARGET_P95_MS ? 0 : 1;
  },
});
