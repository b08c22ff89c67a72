/**
 * Server-time benchmark of nutrition targets at the member volume (bench/seed-member-volume.ts: 200,000 app users,
 * 1,000 members with long histories following a 12-week program), in its own database `coachboard_bench_nutrition`,
 * with a template library of 630 target templates ('Cut 1800 kcal (low carb)', ...) and targets for four in five
 * active app users (and every long-history member), half copied from a template. Through the app (inject: auth
 * hook, validation, the reads, serialization), each beside its bare SQL baseline in the same run:
 * `GET /users/{id}/nutrition/day?date=` (the schedule's entry for the date and the targets), `GET
 * /member/nutrition/today` as the member, the templates list (page 1) and a search, `GET /dashboard` (the card's
 * count among the others) and `GET /users?attention=no_nutrition_targets` page 1; then the EXPLAIN ANALYZE plans.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/nutrition.ts
 *   BENCH_NUTRITION_FROM=coachboard_bench_records ...   copies an already seeded member-volume database (no
 *       session may be open on it) instead of seeding one, then migrates the copy
 */
import pg from 'pg';
import { migrate } from '../src/db/migrate.js';
import { measure, printHeader, runBench, TARGET_P95_MS, type BenchContext } from './harness.js';
import { LONG_HISTORY_MEMBERS, MEMBER_PASSWORD, seedMemberVolume } from './seed-member-volume.js';
import type { BenchServer } from './bench-database.js';

export const NUTRITION_BENCH_DATABASE = 'coachboard_bench_nutrition';
const MEMBERS_TAKING_TURNS = 50;
const TEMPLATE_GOALS = [
  'Cut',
  'Maintain',
  'Lean gain',
  'Recomp',
  'Carb cycle',
  'High protein',
  'Endurance',
  'Contest prep',
  'Reverse diet',
  'Off-season',
];

const serverUrl = (database: string) => {
  const url = new URL(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '');
  url.pathname = `/${database}`;
  return url.toString();
};

/** A copy of an already seeded member-volume database (CREATE DATABASE ... TEMPLATE: a file copy, no re-seed). */
const copySeeded = async (from: string): Promise<BenchServer> => {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${NUTRITION_BENCH_DATABASE} with (force)`);
    const startedAt = performance.now();
    await client.query(`create database ${NUTRITION_BENCH_DATABASE} template ${from}`);
    console.log(`  copied ${from} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  const url = serverUrl(NUTRITION_BENCH_DATABASE);
  return { url, where: `PostgreSQL at ${new URL(url).host}`, stop: async () => {} };
};

/**
 * The template library and the targets, set-based. The targets load without their row triggers (replica mode, on
 * one client): the count trigger updates one counter row per inserted row, and 160,000 updates of one row in one
 * transaction walk an ever longer version chain (the load had not finished after 6 minutes). The kept values the
 * triggers would have written are then set from the rows: `user_active` and the card's count.
 */
const seedNutrition = async (handle: BenchContext['handle']) => {
  const client = await handle.pool.connect();
  const timed = async (label: string, text: string) => {
    const startedAt = performance.now();
    const result = await client.query(text);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${seconds} s`);
  };
  const goals = TEMPLATE_GOALS.map((goal) => `'${goal}'`).join(', ');
  try {
    await timed(
      'target templates',
      `insert into nutrition_templates_with_trash (name, description, mode, every_day, training_day, rest_day)
       select g.goal || ' ' || k || ' kcal' || v.suffix, 'Bench template for a ' || lower(g.goal),
              case when k % 200 = 0 then 'every_day' else 'training_rest' end,
              case when k % 200 = 0 then jsonb_build_object('calories', k, 'protein', 160,
                'carbs', (k - 160 * 4 - 70 * 9) / 4, 'fat', 70, 'fibre', 30) end,
              case when k % 200 <> 0 then jsonb_build_object('calories', k + 200, 'protein', 170,
                'carbs', (k + 200 - 170 * 4 - 65 * 9) / 4, 'fat', 65, 'fibre', 35) end,
              case when k % 200 <> 0 then jsonb_build_object('calories', k - 200, 'protein', 170,
                'carbs', (k - 200 - 170 * 4 - 75 * 9) / 4, 'fat', 75, 'fibre', null) end
       from unnest(array[${goals}]) g(goal)
       cross join generate_series(1500, 3500, 100) k
       cross join (values (''), (' (vegetarian)'), (' (low carb)')) v(suffix)`,
    );
    await client.query('set session_replication_role = replica');
    await timed(
      'targets (4 in 5 active app users, every long-history member), triggers off',
      `insert into user_nutrition_targets_with_trash
         (user_id, mode, every_day, training_day, rest_day, template_id, user_active)
       select u.id, t.mode, t.every_day, t.training_day, t.rest_day, case when u.id % 2 = 0 then t.id end, true
       from users u
       join nutrition_templates_with_trash t on t.id = 1 + u.id % 630
       where u.role = 'user' and u.deleted_at is null and (u.id % 5 <> 0 or u.password_hash is not null)`,
    );
    await client.query('set session_replication_role = default');
    await timed(
      "the card's kept count, from the rows",
      `update table_row_counts set row_count = (select count(*) from user_nutrition_targets_with_trash
         where deleted_at is null and user_active)
       where table_name = 'active_app_users_with_nutrition_targets'`,
    );
    await timed('analyze', 'analyze nutrition_templates_with_trash, user_nutrition_targets_with_trash');
  } finally {
    client.release();
  }
};

/** The first long-history members (they follow the member program); the first 15 signed in as the app signs them in. */
const SIGNED_IN_MEMBERS = 15; // the sign-in rate limit allows about 20 from one address
const membersOf = async ({ app, handle }: BenchContext) => {
  const { rows } = await handle.pool.query<{ id: string; email: string }>(
    `select id, email from users where password_hash is not null and role = 'user' order by id limit $1`,
    [MEMBERS_TAKING_TURNS],
  );
  const signedIn = await Promise.all(
    rows.slice(0, SIGNED_IN_MEMBERS).map(async (row) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: row.email, password: MEMBER_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`member login: ${login.body}`);
      return { userId: Number(row.id), headers: { authorization: `Bearer ${login.json().data.token}` } };
    }),
  );
  return { userIds: rows.map((row) => Number(row.id)), signedIn };
};

// Bare statements of what each route reads, for the baselines and the plans.
const targetsProbe = `select id, mode, every_day, training_day, rest_day, template_id, updated_at
  from user_nutrition_targets where user_id = $1`;
const assignmentsOf = `select pu.training_program_id, pu.start_date, pu.ends_on, p.name, p.duration_weeks
  from program_users pu join training_programs p on p.id = pu.training_program_id
  where pu.user_id = $1 and pu.start_date <= $2::date and (pu.ends_on is null or pu.ends_on > $2::date)
  order by pu.start_date`;
const templatesPage = `select id, name, description, mode, every_day, training_day, rest_day, created_at, updated_at,
    count(*) over () as total
  from nutrition_templates order by created_at desc, id desc limit 15`;
const templatesSearch = `select id, name, mode, count(*) over () as total
  from nutrition_templates where search_text like $1 order by created_at desc, id desc limit 15`;
const cardCounts = `select table_name, row_count from table_row_counts
  where table_name in ('active_app_users', 'active_app_users_with_nutrition_targets')`;
const withoutTargetsPage = `select u.id, u.email, u.first_name, u.last_name, u.created_at from users u
  where u.role = 'user' and u.deleted_at is null
    and not exists (select 1 from user_nutrition_targets t where t.user_id = u.id)
  order by u.created_at desc, u.id desc limit 50`;

const explain = async ({ handle }: BenchContext, name: string, text: string, values: unknown[] = []) => {
  const plan = await handle.pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off, timing off) ${text}`,
    values,
  );
  console.log(`\n${name}\n\n\`\`\`\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
};

const from = process.env.BENCH_NUTRITION_FROM;

await runBench({
  seed: from ? () => copySeeded(from) : () => seedMemberVolume(NUTRITION_BENCH_DATABASE),
  prepare: async (handle) => {
    if (from) await migrate(handle.db);
    await seedNutrition(handle);
  },
  bench: async (context) => {
    const { app, handle, headers } = context;
    await printHeader(context, async () => {
      const [volume] = (
        await handle.pool.query<Record<string, string>>(
          `select (select count(*) from users where role = 'user') as users,
                  (select count(*) from user_nutrition_targets) as targets,
                  (select count(*) from nutrition_templates) as templates,
                  (select count(*) from program_users) as assignments`,
        )
      ).rows;
      return (
        `${volume?.users} app users, ${volume?.targets} with targets, ${volume?.templates} target templates, ` +
        `${volume?.assignments} program assignments (${LONG_HISTORY_MEMBERS} long-history members; ` +
        `${MEMBERS_TAKING_TURNS} of them take turns)`
      );
    });
    const { userIds, signedIn } = await membersOf(context);
    const memberAt = (i: number) => ({ userId: userIds[i % userIds.length]! });
    const signedInAt = (i: number) => signedIn[i % signedIn.length]!;
    const today = new Date().toISOString().slice(0, 10);
    const get = async (url: string, as = headers) => {
      const response = await app.inject({ method: 'GET', url, headers: as });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ data: unknown }>().data;
    };
    const sql = async (text: string, values: unknown[] = []) =>
      (await handle.pool.query(text, values)).rowCount ?? 0;
    const terms = ['gain', 'cut 18', 'low carb', 'recomp 2', 'vegetarian'];

    const checked: boolean[] = [];
    const target = async (name: string, once: (i: number) => Promise<number>) => {
      checked.push(await measure(name, once));
    };
    await target('GET /users/{id}/nutrition/day?date=', async (i) => {
      const day = (await get(`/api/users/${memberAt(i).userId}/nutrition/day?date=${today}`)) as {
        targets: unknown;
      };
      return day.targets ? 1 : 0;
    });
    await measure(
      'baseline, bare SQL: the assignments covering the date, then the targets probe',
      async (i) => {
        const userId = memberAt(i).userId;
        return (await sql(assignmentsOf, [userId, today])) + (await sql(targetsProbe, [userId]));
      },
    );
    await target('GET /member/nutrition/today (as the member)', async (i) => {
      const day = (await get('/api/member/nutrition/today', signedInAt(i).headers)) as { targets: unknown };
      return day.targets ? 1 : 0;
    });
    await target('GET /nutrition-templates, page 1', async () => {
      const page = (await get('/api/nutrition-templates')) as { data: unknown[] };
      return page.data.length;
    });
    await measure('baseline, bare SQL: the templates page with its total', () => sql(templatesPage));
    await target('GET /nutrition-templates?searchTerm=', async (i) => {
      const page = (await get(
        `/api/nutrition-templates?searchTerm=${encodeURIComponent(terms[i % terms.length]!)}`,
      )) as {
        data: unknown[];
      };
      return page.data.length;
    });
    await measure('baseline, bare SQL: the search page with its total', (i) =>
      sql(templatesSearch, [`%${terms[i % terms.length]}%`]),
    );
    await target('GET /dashboard (every card, this one included)', async () => {
      const dashboard = (await get('/api/dashboard')) as { counts: Record<string, unknown> };
      return Object.keys(dashboard.counts).length;
    });
    await measure("baseline, bare SQL: the card's two kept counts", () => sql(cardCounts));
    await target('GET /users?attention=no_nutrition_targets, page 1', async () => {
      const page = (await get('/api/users?attention=no_nutrition_targets')) as { data: unknown[] };
      return page.data.length;
    });
    await measure('baseline, bare SQL: page 1 of active app users without targets', () =>
      sql(withoutTargetsPage),
    );

    // What the count trigger costs a bulk users delete (up to 10,000: BULK_DELETE_LIMIT): each user's targets row
    // moves its `user_active` and updates the one counter row, in one transaction. Rolled back.
    for (const count of [1_000, 10_000]) {
      const client = await handle.pool.connect();
      try {
        await client.query('begin');
        const startedAt = performance.now();
        const result = await client.query(
          `update users set deleted_at = now() where id in (
             select user_id from user_nutrition_targets where user_active order by user_id desc limit $1)`,
          [count],
        );
        const ms = (performance.now() - startedAt).toFixed(0);
        console.log(
          `\nSoft-deleting ${result.rowCount} users with targets in one statement: ${ms} ms (rolled back)`,
        );
      } finally {
        await client.query('rollback');
        client.release();
      }
    }

    const userId = userIds[0]!;
    await explain(context, 'targets probe (the day, the member today)', targetsProbe, [userId]);
    await explain(context, 'assignments covering the date (baseline of the schedule read)', assignmentsOf, [
      userId,
      today,
    ]);
    await explain(context, 'templates page 1', templatesPage);
    await explain(context, "templates search 'gain'", templatesSearch, ['%gain%']);
    await explain(context, "the card's kept counts", cardCounts);
    await explain(context, 'users without targets, page 1', withoutTargetsPage);
    console.log(`\nTarget: p95 under ${TARGET_P95_MS} ms (the app scenarios).`);
    return checked.filter((underTarget) => !underTarget).length;
  },
});
