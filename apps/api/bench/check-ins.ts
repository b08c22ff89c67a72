/**
 * Server-time benchmark of the coach's check-ins at volume: the dashboard's volume (seed-dashboard-volume.ts:
 * 200,000 users, 500,000 posts, 1,000,000 audit entries, ...) plus a cadence for one active app user in four
 * (about 50,000, weekly or every two weeks, started twelve weeks ago) and their twelve weeks of weekly check-ins
 * (about 560,000). Reviewed: everything before the last seven days but one user's in a hundred (a backlog);
 * one user in ten with a cadence stopped checking in four weeks ago (overdue). Times `GET /dashboard` (every card,
 * the two check-in counts among them), the queue's first pages, the overdue list, one user's check-ins and
 * 'Mark reviewed', then prints the plans of the two counts and the queue's first page.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/check-ins.ts
 *   BENCH_CHECK_INS_REUSE=1 ...   reuses an already seeded coachboard_bench_dashboard (with the check-ins)
 */
import type pg from 'pg';
import { dashboardCardKeys } from '@coachboard/contract';
import { cardCountQuery, dashboardQuery } from '../src/modules/dashboard/public.js';
import { createDatabase } from '../src/db/client.js';
import {
  measureBaselines,
  measureScenarios,
  printHeader,
  runBench,
  type ScenarioRequest,
} from './harness.js';
import { DASHBOARD_BENCH_DATABASE, seedDashboardVolume } from './seed-dashboard-volume.js';

const timed = async (client: pg.PoolClient, label: string, statement: string) => {
  const startedAt = performance.now();
  const result = await client.query(statement);
  console.log(
    `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
};

/** One active app user in four gets a cadence and twelve weeks of check-ins (through the triggers of 0042). */
const seedCheckIns = async (client: pg.PoolClient) => {
  await timed(
    client,
    'check-ins',
    `insert into check_ins (user_id, client_id, date, bodyweight_kg, waist_cm, energy, created_at, updated_at)
     select u.id, gen_random_uuid(), current_date - 7 * k - (u.id % 7)::int,
       round(60 + u.id % 40 + k * 0.2, 1), case when k % 2 = 0 then 70 + u.id % 30 end, 1 + u.id % 5,
       now() - k * interval '7 days', now() - k * interval '7 days'
     from users u cross join generate_series(0, 11) k
     where u.role = 'user' and u.deleted_at is null and u.id % 4 = 0
       and not (u.id % 40 = 0 and k < 4)`,
  );
  await timed(
    client,
    'cadences',
    `insert into check_in_schedules (user_id, weekday, every_weeks, starts_on)
     select u.id, to_char(current_date - (u.id % 7)::int, 'FMday'), 1 + (u.id / 4) % 2,
       current_date - 84 - (u.id % 7)::int
     from users u where u.role = 'user' and u.deleted_at is null and u.id % 4 = 0`,
  );
  await timed(
    client,
    'reviews (all but the last week, and but a backlog of one user in a hundred)',
    `update check_ins set reviewed_at = created_at + interval '1 day',
       reviewed_by = (select min(id) from users where role = 'admin'),
       reply = case when id % 3 = 0 then 'Keep it up' end
     where date < current_date - 7 and user_id % 400 <> 0`,
  );
  await timed(client, 'vacuum analyze', 'vacuum analyze check_ins_with_trash, check_in_schedules');
};

const seedVolumeWithCheckIns = async () => {
  const server = await seedDashboardVolume();
  console.log('Seeding the check-ins volume');
  const handle = createDatabase(server.url, { max: 1 });
  try {
    const client = await handle.pool.connect();
    try {
      await seedCheckIns(client);
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
  return server;
};

const reuseSeeded = async () => {
  const url = new URL(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '');
  url.pathname = `/${DASHBOARD_BENCH_DATABASE}`;
  return { url: url.toString(), where: `PostgreSQL at ${url.host}`, stop: async () => {} };
};

const pageRows = (body: { data: unknown }) => (body.data as { data: unknown[] }).data.length;

await runBench({
  seed: process.env.BENCH_CHECK_INS_REUSE ? reuseSeeded : seedVolumeWithCheckIns,
  bench: async (context) => {
    const { pool, db } = context.handle;
    await printHeader(context, async () => {
      const [volume] = (
        await pool.query<Record<string, string>>(
          `select (select count(*) from users) as users, (select count(*) from check_ins) as check_ins,
             (select count(*) from check_in_schedules) as schedules,
             (select count(*) from check_ins where reviewed_at is null) as unreviewed`,
        )
      ).rows;
      return (
        `dashboard volume, ${volume?.users} users, ${volume?.check_ins} check-ins (${volume?.unreviewed} not ` +
        `reviewed), ${volume?.schedules} cadences`
      );
    });
    const sampled = (
      await pool.query<{ user_id: string }>(
        `select user_id from check_in_schedules order by user_id limit 200`,
      )
    ).rows.map((row) => Number(row.user_id));
    const unreviewed = (
      await pool.query<{ id: string }>(
        `select id from check_ins where reviewed_at is null order by id desc limit 400`,
      )
    ).rows.map((row) => Number(row.id));
    const scenarios = [
      { name: 'GET /dashboard (every card)', urls: ['/api/dashboard'], target: true, countRows: () => 1 },
      {
        name: 'check-ins to review, pages 1 and 2',
        urls: [1, 2].map((page) => `/api/check-ins/to-review?page=${page}`),
        target: true,
        countRows: pageRows,
      },
      {
        name: 'overdue check-ins, pages 1 and 2',
        urls: [1, 2].map((page) => `/api/check-ins/overdue?page=${page}`),
        target: true,
        countRows: pageRows,
      },
      {
        name: "a user's check-ins, first page (200 users)",
        urls: sampled.map((id) => `/api/users/${id}/check-ins`),
        target: true,
        countRows: pageRows,
      },
    ];
    let failures = await measureScenarios(context, scenarios, (scenario, i) => ({
      method: 'GET',
      url: scenario.urls[i % scenario.urls.length]!,
    }));
    // Mark reviewed: each run reviews another check-in of the backlog (a reply, the audit entry, the answer).
    failures += await measureScenarios(
      context,
      [{ name: 'POST /check-ins/{id}/review (with a reply)', urls: [], target: true, countRows: () => 1 }],
      (_scenario, i): ScenarioRequest => ({
        method: 'POST',
        url: `/api/check-ins/${unreviewed[i % unreviewed.length]}/review`,
        payload: { reply: 'Good week, keep going' },
      }),
    );
    const [admin] = (await pool.query<{ id: string }>(`select id from users where role = 'admin' limit 1`))
      .rows;
    const statement = dashboardQuery(db, Number(admin!.id)).toSQL();
    await measureBaselines(context, [
      { name: 'the dashboard statement', statements: [{ text: statement.sql, values: statement.params }] },
    ]);
    const counts = await context.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: context.headers,
    });
    console.log(`\nCounts: ${JSON.stringify(counts.json().data.counts)}`);
    // Every card's plan: what each costs of the dashboard statement.
    for (const card of dashboardCardKeys) {
      const { sql: text, params } = cardCountQuery(db, card).toSQL();
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off) ${text}`,
        params,
      );
      console.log(
        `\ncount: ${card}\n\n\`\`\`\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``,
      );
    }
    const page = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off)
       select id from check_ins where reviewed_at is null and user_active order by date, id limit 20`,
    );
    console.log(
      `\nqueue page keys\n\n\`\`\`\n${page.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``,
    );
    return failures;
  },
});
