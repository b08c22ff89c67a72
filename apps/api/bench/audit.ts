/**
 * Server-time benchmark of the audit log at 10 million entries (trash-undo-audit section 6): seeds a fresh
 * `coachboard_bench` database, builds the app in-process and times GET /api/audit with Fastify's inject (auth
 * hook, validation, the keyset query, serialization), each scenario followed at once by its bare SQL baseline
 * (the statement the route sends, on the same pool, same parameters in the same rotation), so both see the same
 * load. Then prints EXPLAIN (ANALYZE, BUFFERS) of each scenario's first query. Exits non-zero when a target
 * scenario reaches 50 ms at p95.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/audit.ts
 *   BENCH_SKIP_SEED=1 ...   reuses an already seeded coachboard_bench
 *   BENCH_ONLY=actor ...    only the scenarios whose name contains this text
 */
import { hashPassword } from '../src/modules/auth/passwords.js';
import { auditScenarios } from './audit-scenarios.js';
import { measure, measureScenarios, printHeader, runBench, type BenchContext } from './harness.js';
import { seedAuditVolume } from './seed-audit-volume.js';

const BENCH_COACH = { email: 'bench-coach@example.com', password: 'Bench@Coach12345' };

/** A coach of the bench's team, signed in: who reads the log with the changes to records only. */
const coachHeaders = async ({ app, handle }: BenchContext) => {
  await handle.pool.query(
    `insert into users (email, password_hash, role, team_role, first_name, last_name)
     select $1, $2, 'admin', 'coach', 'Bench', 'Coach'
     where not exists (select 1 from users where email = $1)`,
    [BENCH_COACH.email, await hashPassword(BENCH_COACH.password)],
  );
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: BENCH_COACH });
  if (login.statusCode !== 200) throw new Error(`Bench coach login failed: ${login.body}`);
  return { authorization: `Bearer ${login.json().data.token as string}` };
};

await runBench({
  seed: seedAuditVolume,
  bench: async (context) => {
    const { pool } = context.handle;
    await printHeader(context, async () => {
      const { rows } = await pool.query<{ entries: string; size: string }>(
        `select (select count(*) from audit_entries) as entries,
                pg_size_pretty(pg_total_relation_size('audit_entries')) as size`,
      );
      return `${Number(rows[0]?.entries).toLocaleString('en-US')} audit entries (${rows[0]?.size} with indexes)`;
    });
    const only = process.env.BENCH_ONLY;
    const scenarios = (await auditScenarios(context.handle)).filter(
      (scenario) => !only || scenario.name.includes(only),
    );
    const coach = await coachHeaders(context);
    let failures = 0;
    for (const scenario of scenarios) {
      const asked = scenario.asCoach ? { ...context, headers: coach } : context;
      failures += await measureScenarios(asked, [scenario], (s, i) => ({
        method: 'GET',
        url: s.queries[i % s.queries.length]!.url,
      }));
      await measure(`baseline, bare SQL: ${scenario.name}`, async (i) => {
        const { text, values } = scenario.queries[i % scenario.queries.length]!.sql;
        return (await pool.query(text, values)).rowCount ?? 0;
      });
    }

    console.log("\nPlans (EXPLAIN (ANALYZE, BUFFERS) of each scenario's first query, warm):");
    for (const scenario of scenarios) {
      const { url, sql } = scenario.queries[0]!;
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${sql.text}`,
        sql.values,
      );
      console.log(`\n${scenario.name}: ${url}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
    return failures;
  },
});
