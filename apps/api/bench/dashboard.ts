/**
 * Server-time benchmark of the dashboard at 200,000 users, 10,000 programs and 500,000 posts
 * (bench/seed-dashboard-volume.ts, its own database): `GET /dashboard` (six counts in one statement) and the
 * filtered lists behind its cards, through the app (inject: auth hook, validation, queries, serialization), next
 * to the bare SQL of the dashboard statement in the same run; then the EXPLAIN ANALYZE plan of each count and of
 * each list's page, for docs/BENCHMARKS.md.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/dashboard.ts
 *   BENCH_DASHBOARD_REUSE=1 ...   reuses an already seeded coachboard_bench_dashboard
 */
import { asc, count, desc } from 'drizzle-orm';
import { dashboardCardKeys } from '@coachboard/contract';
import { auditEntries, posts, trainingDayExerciseCounts, users } from '../src/db/schema/index.js';
import { failedSignIns } from '../src/modules/audit/public.js';
import { unansweredSupportPosts } from '../src/modules/community/public.js';
import { cardCountQuery, dashboardQuery } from '../src/modules/dashboard/public.js';
import { emptyTrainingDays } from '../src/modules/training-days/public.js';
import { userAttentionConditions } from '../src/modules/users/public.js';
import type { Database } from '../src/db/client.js';
import { measureBaselines, measureScenarios, printHeader, rotateUrls, runBench } from './harness.js';
import { DASHBOARD_BENCH_DATABASE, seedDashboardVolume } from './seed-dashboard-volume.js';

const pageRows = (body: { data: unknown }) => (body.data as { data: unknown[] }).data.length;
const scenarios = [
  { name: 'GET /dashboard (six counts)', urls: ['/api/dashboard'], target: true, countRows: () => 6 },
  ...(['program_ending', 'no_current_program', 'new'] as const).map((attention) => ({
    name: `users, attention=${attention}, pages 1 and 2`,
    urls: [1, 2].map((page) => `/api/users?attention=${attention}&page=${page}`),
    target: true,
    countRows: pageRows,
  })),
  {
    name: 'empty training days, pages 1 and 2',
    urls: [1, 2].map((page) => `/api/training-days/empty?page=${page}`),
    target: true,
    countRows: pageRows,
  },
  {
    name: 'posts, attention=unanswered_support, pages 1 and 2',
    urls: [1, 2].map((page) => `/api/posts?attention=unanswered_support&page=${page}`),
    target: true,
    countRows: pageRows,
  },
  {
    name: 'audit, attention=failed_sign_ins, first page',
    urls: ['/api/audit?attention=failed_sign_ins'],
    target: true,
    countRows: (body: { data: unknown }) => (body.data as { items: unknown[] }).items.length,
  },
];

/** Each count, and the statement picking each list's first page (its keys, as the list engine reads them). */
const explained = (db: Database) => [
  ...dashboardCardKeys.map((card) => ({ name: `count: ${card}`, query: cardCountQuery(db, card) })),
  {
    // The card read this before its kept state (migration 0047): the list's own condition, counted.
    name: 'count: programs_ending from the assignments (as the list counts it)',
    query: db.select({ count: count() }).from(users).where(userAttentionConditions.program_ending),
  },
  ...(['program_ending', 'no_current_program', 'new'] as const).map((attention) => ({
    name: `list page: users, attention=${attention}`,
    query: db
      .select({ id: users.id })
      .from(users)
      .where(userAttentionConditions[attention])
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(50),
  })),
  {
    name: 'list page: empty training days',
    query: db
      .select({ id: trainingDayExerciseCounts.trainingDayId })
      .from(emptyTrainingDays.table)
      .where(emptyTrainingDays.where)
      .orderBy(asc(trainingDayExerciseCounts.trainingDayId))
      .limit(50),
  },
  {
    name: 'list page: posts, attention=unanswered_support',
    query: db
      .select({ id: posts.id })
      .from(unansweredSupportPosts.table)
      .where(unansweredSupportPosts.where)
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(15),
  },
  {
    name: 'list page: audit, attention=failed_sign_ins',
    query: db
      .select({ id: auditEntries.id })
      .from(failedSignIns.table)
      .where(failedSignIns.where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(51),
  },
];

const reuseSeeded = async () => {
  const url = new URL(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '');
  url.pathname = `/${DASHBOARD_BENCH_DATABASE}`;
  return { url: url.toString(), where: `PostgreSQL at ${url.host}`, stop: async () => {} };
};

await runBench({
  seed: process.env.BENCH_DASHBOARD_REUSE ? reuseSeeded : seedDashboardVolume,
  bench: async (context) => {
    const db = context.handle.db;
    await printHeader(context, async () => {
      const [volume] = (
        await context.handle.pool.query<Record<string, string>>(
          `select (select count(*) from users) as users, (select count(*) from training_programs) as programs,
                  (select count(*) from program_users) as assignments, (select count(*) from posts) as posts,
                  (select count(*) from post_comments) as comments, (select count(*) from audit_entries) as audit`,
        )
      ).rows;
      return (
        `${volume?.users} users, ${volume?.programs} programs, ${volume?.assignments} assignments, ` +
        `${volume?.posts} posts, ${volume?.comments} comments, ${volume?.audit} audit entries`
      );
    });
    const failures = await measureScenarios(context, scenarios, rotateUrls);
    const [admin] = (
      await context.handle.pool.query<{ id: string }>(`select id from users where role = 'admin' limit 1`)
    ).rows;
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
    for (const { name, query } of explained(db)) {
      const { sql: text, params } = query.toSQL();
      const plan = await context.handle.pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off) ${text}`,
        params,
      );
      console.log(`\n${name}\n\n\`\`\`\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
    }
    return failures;
  },
});
