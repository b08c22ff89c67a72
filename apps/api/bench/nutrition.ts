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
import { migrate } from '../src/db/migrate.js';
import { measure, printHeader, runBench, TARGET_P95_MS, type BenchContext } from './harness.js';
import { LONG_HISTORY_MEMBERS, MEMBER_PASSWORD, seedMemberVolume } from './seed-member-volume.js';
import { copySeeded, NUTRITION_BENCH_DATABASE, seedNutrition } from './seed-nutrition-volume.js';

const MEMBERS_TAKING_TURNS = 50;

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
