/**
 * Server-time benchmark of the coach's view of logged training at the member volume (bench/seed-member-volume.ts
 * in its own database, `coachboard_bench_coaching`: 200,000 app users, about 520,000 logged workouts and 5,200,000
 * performed sets; 1,000 members with 320 workouts each follow a 12-week program started four weeks ago):
 * a user's compliance over 7 and 90 days, the 12-week training calendar, the users list sorted by 7-day compliance
 * (page 1), the 'Compliance dropped' list (page 1) and GET /dashboard, as the bench owner, through the app
 * (inject: auth hook, validation, the queries, the contract's rules, serialization), beside bare SQL baselines on
 * the same pool; then the EXPLAIN ANALYZE plans of the list's and the card's reads.
 *
 * The kept figures (users.compliance_7d / compliance_30d / last_training_day, migration 0040) are what the list
 * and the card read. The daily measure fills them one user at a time (about three statements a user); for the
 * bench the 1,000 long-history members are measured that way (refreshCompliance), and every other app user gets
 * figures from one set-based statement: a deterministic spread (10% with no figure, about 2% whose week dropped by
 * 20 points or more, last training days over the last ten days). The reads measured depend on how many rows
 * match and where they sit in the indexes, not on how the figures were computed.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/coaching.ts
 *   BENCH_COACHING_REUSE=1 ...   reuses an already seeded coachboard_bench_coaching (migrating it first; e.g.
 *                                `create database coachboard_bench_coaching template coachboard_bench_records`)
 */
import { migrate } from '../src/db/migrate.js';
import { cardCountQuery, dashboardQuery } from '../src/modules/dashboard/dashboard-repository.js';
import { refreshCompliance } from '../src/modules/coaching/public.js';
import {
  measure,
  printHeader,
  runBench,
  TARGET_P95_MS,
  type BenchContext,
  type BenchHandle,
} from './harness.js';
import { LONG_HISTORY_MEMBERS, seedMemberVolume } from './seed-member-volume.js';

export const COACHING_BENCH_DATABASE = 'coachboard_bench_coaching';
const MEMBERS_TAKING_TURNS = 50;

const reuseSeeded = async () => {
  const url = new URL(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '');
  url.pathname = `/${COACHING_BENCH_DATABASE}`;
  return { url: url.toString(), where: `PostgreSQL at ${url.host}`, stop: async () => {} };
};

const seconds = (startedAt: number) => ((performance.now() - startedAt) / 1000).toFixed(1);

/** The long-history members (the ones with a password), measured for real by the coaching module. */
const longHistoryMembers = async (handle: BenchHandle) =>
  (
    await handle.pool.query<{ id: string }>(
      `select id from users where role = 'user' and password_hash is not null order by id limit $1`,
      [LONG_HISTORY_MEMBERS],
    )
  ).rows.map((row) => Number(row.id));

/**
 * Fills the kept figures once: the long-history members by the real measure (in batches), every other active app
 * user by one statement (the spread described above); then analyzes users.
 */
const fillKeptFigures = async (handle: BenchHandle) => {
  const [filled] = (
    await handle.pool.query<{ count: string }>(
      `select count(*) from users where role = 'user' and compliance_measured_on is not null`,
    )
  ).rows;
  if (Number(filled?.count) > 0) {
    console.log(`  kept figures already filled for ${filled?.count} users`);
    return;
  }
  let startedAt = performance.now();
  const members = await longHistoryMembers(handle);
  for (let start = 0; start < members.length; start += 100) {
    await refreshCompliance(handle.db, members.slice(start, start + 100));
  }
  console.log(
    `  measured ${members.length} long-history members (refreshCompliance) in ${seconds(startedAt)} s`,
  );
  startedAt = performance.now();
  const spread = await handle.pool.query(`
    with spread as (
      select id, abs(hashtext('compliance:' || id)) % 1000 as h from users
      where role = 'user' and deleted_at is null and compliance_measured_on is null
    )
    update users u set
      compliance_30d = case when s.h >= 100 then s.h % 101 end,
      compliance_7d = case when s.h < 100 then null
                           when s.h % 50 = 0 then greatest(0, s.h % 101 - 25)
                           else least(100, greatest(0, s.h % 101 + s.h % 21 - 10)) end,
      last_training_day = case when s.h >= 100 then current_date - s.h % 10 end,
      compliance_measured_on = current_date
    from spread s where u.id = s.id`);
  console.log(`  spread figures over ${spread.rowCount} other app users in ${seconds(startedAt)} s`);
  await handle.pool.query('vacuum analyze users');
};

const explain = async ({ handle }: BenchContext, name: string, text: string, values: unknown[] = []) => {
  const plan = await handle.pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off, timing off) ${text}`,
    values,
  );
  console.log(`\n${name}\n\n\`\`\`\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
};

// The users list's page-1 key read by compliance (lib/list-statements.ts's deferred join: keys from the index,
// then their rows), as the list sends it for `sort=compliance_7d`, written out for the baseline and the plan.
const complianceKeysStatement = `
  select u.*, f.id as image_id, f.full_path
  from (select id from users where role = 'user' order by compliance_7d asc, id asc limit 50 offset 0) page_keys
  join users u on u.id = page_keys.id
  left join files f on f.id = u.profile_image_id
  order by u.compliance_7d asc, u.id asc`;

// The 'Compliance dropped' list's page 1, in its partial index's order (last training day, latest first; the
// list's own condition says role = 'user' too).
const droppedPageStatement = `
  select u.*, f.id as image_id, f.full_path
  from (select id from users
        where role = 'user' and deleted_at is null
          and compliance_7d <= compliance_30d - 20
          and last_training_day >= ((now() at time zone 'UTC')::date) - 6
        order by last_training_day desc, id desc limit 50 offset 0) page_keys
  join users u on u.id = page_keys.id
  left join files f on f.id = u.profile_image_id
  order by u.last_training_day desc, u.id desc`;

// The card's second figure before migration 0049: the distinct users of every current assignment, for comparison.
const noCurrentBefore = `
  select count(distinct current_assignment.user_id) from program_users current_assignment
  where current_assignment.user_active and not current_assignment.program_in_trash
    and current_assignment.ends_on > ((now() at time zone 'UTC')::date)
    and current_assignment.start_date <= ((now() at time zone 'UTC')::date)`;

await runBench({
  seed: process.env.BENCH_COACHING_REUSE ? reuseSeeded : () => seedMemberVolume(COACHING_BENCH_DATABASE),
  prepare: async (handle) => {
    if (process.env.BENCH_COACHING_REUSE) await migrate(handle.db);
    await fillKeptFigures(handle);
  },
  bench: async (context) => {
    const { app, handle, headers } = context;
    const droppedCount = cardCountQuery(handle.db, 'compliance_dropped').toSQL();
    await printHeader(context, async () => {
      const [volume] = (
        await handle.pool.query<Record<string, string>>(
          `select (select count(*) from users) as users, (select count(*) from workout_sessions) as sessions,
                  (select count(*) from performed_sets) as sets,
                  (select count(*) from users where compliance_7d is not null) as with_figure`,
        )
      ).rows;
      const [dropped] = (await handle.pool.query<{ count: string }>(droppedCount.sql, droppedCount.params))
        .rows;
      return (
        `${volume?.users} users, ${volume?.sessions} logged workouts, ${volume?.sets} performed sets; ` +
        `${volume?.with_figure} users with a 7-day figure, ${dropped?.count} on 'Compliance dropped' ` +
        `(${LONG_HISTORY_MEMBERS} members with 320 workouts each; ${MEMBERS_TAKING_TURNS} of them take turns)`
      );
    });
    const members = (await longHistoryMembers(handle)).slice(0, MEMBERS_TAKING_TURNS);
    const memberAt = (i: number) => members[i % members.length]!;
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ data: Record<string, unknown> }>().data;
    };
    const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);
    const targets = [
      await measure('GET /users/{id}/compliance?days=7', async (i) => {
        const data = await get(`/api/users/${memberAt(i)}/compliance?days=7`);
        return Number(data.prescribed_sets ?? 0);
      }),
      await measure('GET /users/{id}/compliance?days=90', async (i) => {
        const data = await get(`/api/users/${memberAt(i)}/compliance?days=90`);
        return Number(data.prescribed_sets ?? 0);
      }),
      await measure('GET /users/{id}/training-calendar (12 weeks)', async (i) => {
        const data = await get(`/api/users/${memberAt(i)}/training-calendar`);
        return length(data.days);
      }),
      await measure('GET /users?sort=compliance_7d (page 1)', async () =>
        length((await get('/api/users?sort=compliance_7d')).data),
      ),
      await measure('GET /users?attention=compliance_dropped (page 1)', async () =>
        length((await get('/api/users?attention=compliance_dropped')).data),
      ),
      await measure('GET /dashboard (every card)', async () => {
        const data = await get('/api/dashboard');
        return Object.keys(data.counts as object).length;
      }),
    ];
    await measure('baseline, bare SQL: select 1 (a round trip)', async () => {
      const result = await handle.pool.query('select 1');
      return result.rowCount ?? 0;
    });
    await measure(
      'baseline, bare SQL: page 1 by 7-day compliance (keys from the index, their rows)',
      async () => {
        const result = await handle.pool.query(complianceKeysStatement);
        return result.rowCount ?? 0;
      },
    );
    await measure("baseline, bare SQL: the 'Compliance dropped' count", async () => {
      const result = await handle.pool.query(droppedCount.sql, droppedCount.params);
      return result.rowCount ?? 0;
    });
    const everyCard = dashboardQuery(handle.db, 0).toSQL();
    await measure('baseline, bare SQL: the dashboard statement (every card)', async () => {
      const result = await handle.pool.query(everyCard.sql, everyCard.params);
      return result.rowCount ?? 0;
    });
    await explain(context, 'users list sorted by 7-day compliance, page 1', complianceKeysStatement);
    await explain(
      context,
      "'Compliance dropped' count (the card and the list's total)",
      droppedCount.sql,
      droppedCount.params,
    );
    await explain(context, "'Compliance dropped' list, page 1", droppedPageStatement);
    const noCurrent = cardCountQuery(handle.db, 'no_current_program').toSQL();
    await explain(
      context,
      "'No current program' count (kept coverage changes)",
      noCurrent.sql,
      noCurrent.params,
    );
    await explain(context, "'No current program' count as before migration 0049", noCurrentBefore);
    console.log(`\nTarget: p95 under ${TARGET_P95_MS} ms (the six app scenarios).`);
    return targets.filter((underTarget) => !underTarget).length;
  },
});
