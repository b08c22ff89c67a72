/**
 * Server-time benchmark of the bulk assignment: seeds its own fresh `coachboard_bench_bulk_assign`
 * database with one 12-week, 5-day program holding 6 exercises of 2 sets on each training day (360 day exercises,
 * 6 listed exercises) and 5,000 app users, builds the app in-process, uploads a program image (so each personal
 * copy stores its own), and times through Fastify's inject (auth, validation, the audited request transaction,
 * the work, the commit, serialization):
 * - POST /api/training-programs/{id}/assignments, 5,000 users by ids, linked; the same by the users list's filter
 *   ('Select all 5,000 matching'); 500 users as personal copies; each as a dry run too;
 * - POST /api/assignment-batches/{batchId}/undo of each, which also resets the users for the next run.
 * The target: each assignment within 10 s of server time.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/bulk-assignment.ts
 */
import fs from 'node:fs';
import type pg from 'pg';
import sharp from 'sharp';
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { openBenchServer } from './bench-database.js';
import { loadAverage, runBench } from './harness.js';
import { seedAdminAndTwelveWeekProgram } from './seed-builder-program.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINKED_USERS = 5_000;
const COPY_USERS = 500;
const TARGET_MS = 10_000;
/** Its own database, so it can run beside the other benches (which recreate `coachboard_bench`). */
const DATABASE = 'coachboard_bench_bulk_assign';

const seed = async () => {
  const server = await openBenchServer(DATABASE);
  const handle = createDatabase(server.url, { max: 1 });
  try {
    await migrate(handle.db);
    const { pool } = handle;
    await seedAdminAndTwelveWeekProgram(pool, { name: 'Bench Bulk Template', programType: 'strength' });
    await pool.query(`
      with new_exercises as (
        insert into exercises (name) select 'Bench bulk exercise ' || n from generate_series(1, 6) n returning id
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
    await pool.query(
      `insert into users (email, first_name, last_name, role)
       select 'bulk' || n || '@bench.test', 'Bulkbench', 'Client ' || n, 'user' from generate_series(1, $1) n`,
      [LINKED_USERS],
    );
    await pool.query('vacuum analyze');
  } finally {
    await handle.close();
  }
  return server;
};

const multipartImage = async () => {
  const image = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = '----coachboardbench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.jpg"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
};

const CLOCK_TICKS = 100;

/**
 * CPU seconds used by the PostgreSQL backends of the bench database (utime + stime of /proc/<pid>/stat;
 * the server runs on this machine) and by this process: on a loaded machine the wall time is mostly waiting for
 * a CPU, the CPU time is what the work costs.
 */
const backendTicks = async (pool: pg.Pool) => {
  const pids = (
    await pool.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database()`)
  ).rows.map((row) => row.pid);
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // a backend that ended meanwhile
    }
  }
  return ticks;
};

/** Starts counting; the returned function answers the CPU seconds used since (a backend that ended is lost). */
const cpuMeter = async (pool: pg.Pool) => {
  const before = await backendTicks(pool);
  const own = process.cpuUsage();
  return async () => {
    const after = await backendTicks(pool);
    let ticks = 0;
    for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
    const used = process.cpuUsage(own);
    return ticks / CLOCK_TICKS + (used.user + used.system) / 1e6;
  };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const row = (name: string, timings: number[], cpu: number[], what: string) => {
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `| ${name} | ${sorted[0]!.toFixed(0)} | ${median(timings).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} | ` +
      `${median(cpu).toFixed(1)} | ${what} |`,
  );
  return sorted.at(-1)!;
};

await runBench({
  seed,
  bench: async ({ app, handle, headers, server }) => {
    const { pool } = handle;
    const [template] = (await pool.query<{ id: string }>(`select id from training_programs limit 1`)).rows;
    const templateId = Number(template!.id);
    const userIds = (
      await pool.query<{ id: string }>(`select id from users where role = 'user' order by id`)
    ).rows.map((user) => Number(user.id));
    const image = await multipartImage();
    const upload = await app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${templateId}/upload-program-image`,
      headers: { ...headers, 'content-type': image.contentType },
      payload: image.payload,
    });
    if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
    const [version] = (await pool.query<{ server_version: string }>('show server_version')).rows;
    const [size] = (
      await pool.query<{ size: string }>(
        `select f.size from files f join training_programs p on p.image_file_id = f.id`,
      )
    ).rows;
    console.log(
      `\nTemplate: 12 weeks x 5 training days x 6 exercises (360 day exercises, 2 sets each), a ${Math.round(
        Number(size!.size) / 1024,
      )} KiB image; ${userIds.length} users; ${RUNS} timed runs of each; ${server.where} (PostgreSQL ${
        version?.server_version
      }), Node ${process.version}, load average at start ${loadAverage()}\n`,
    );
    console.log('| scenario | min ms | median ms | max ms | median CPU s | written |');
    console.log('|---|---:|---:|---:|---:|---|');

    const timed = async (url: string, payload: object | undefined, status: number) => {
      const meter = await cpuMeter(pool);
      const startedAt = performance.now();
      const response = await app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
      const elapsed = performance.now() - startedAt;
      const cpu = await meter();
      if (response.statusCode !== status) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return { elapsed, cpu, data: response.json<{ data: Record<string, unknown> }>().data };
    };
    const assignUrl = `/api/training-programs/${templateId}/assignments`;
    const scenarios = [
      {
        name: `${LINKED_USERS.toLocaleString('en-US')} users by ids, linked`,
        body: { user_ids: userIds, mode: 'linked' },
      },
      {
        name: `all ${LINKED_USERS.toLocaleString('en-US')} matching the users filter, linked`,
        body: { filter: { search: 'bulkbench', status: 'active' }, mode: 'linked' },
      },
      {
        name: `${COPY_USERS} users by ids, personal copies`,
        body: { user_ids: userIds.slice(0, COPY_USERS), mode: 'copy' },
      },
    ];
    let slowest = 0;
    // BENCH_ONLY_COPY=1: the personal copies only.
    for (const scenario of process.env.BENCH_ONLY_COPY ? scenarios.slice(2) : scenarios) {
      const [dry, write, undo, dryCpu, writeCpu, undoCpu] = Array.from(
        { length: 6 },
        () => [] as number[],
      ) as [number[], number[], number[], number[], number[], number[]];
      let written = '';
      for (let run = 0; run < RUNS; run += 1) {
        const preview = await timed(assignUrl, { ...scenario.body, dry_run: true }, 200);
        dry.push(preview.elapsed);
        dryCpu.push(preview.cpu);
        const made = await timed(assignUrl, { ...scenario.body, start_date: '2026-12-07' }, 201);
        write.push(made.elapsed);
        writeCpu.push(made.cpu);
        written = `${String(made.data.assigned)} assignments, ${String(made.data.copies)} copies`;
        const batch = String(made.data.batch_id);
        const undone = await timed(`/api/assignment-batches/${batch}/undo`, undefined, 200);
        undo.push(undone.elapsed);
        undoCpu.push(undone.cpu);
      }
      row(`${scenario.name}: dry run`, dry, dryCpu, 'nothing');
      slowest = Math.max(slowest, row(`${scenario.name}: assign`, write, writeCpu, written));
      row(`${scenario.name}: undo`, undo, undoCpu, 'removed');
    }
    return slowest < TARGET_MS ? 0 : 1;
  },
});
