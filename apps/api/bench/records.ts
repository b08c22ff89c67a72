/**
 * Server-time benchmark of a user's personal records and a progress series at the member volume
 * (bench/seed-member-volume.ts in its own database, `coachboard_bench_records`: 200,000 app users, about 520,000
 * logged workouts and 5,200,000 performed sets; 1,000 members with 320 workouts each, about 3,200 sets over 50
 * exercises): `GET /users/{id}/records` and `GET /users/{id}/progress?exercise_id=` for members with long
 * histories, as the bench owner, through the app (inject: auth hook, validation, the query, the contract's rules,
 * serialization), each followed by its bare SQL baseline (the same statement on the same pool, no app), and the
 * records' rows read from every performed set as before the kept rows (migration 0041) for comparison; then the
 * EXPLAIN ANALYZE plans.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/records.ts
 *   BENCH_RECORDS_REUSE=1 ...   reuses an already seeded coachboard_bench_records (migrating it first)
 */
import { migrate } from '../src/db/migrate.js';
import { measure, printHeader, runBench, TARGET_P95_MS, type BenchContext } from './harness.js';
import { LONG_HISTORY_MEMBERS, seedMemberVolume } from './seed-member-volume.js';

export const RECORDS_BENCH_DATABASE = 'coachboard_bench_records';
const MEMBERS_TAKING_TURNS = 50;

const reuseSeeded = async () => {
  const url = new URL(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '');
  url.pathname = `/${RECORDS_BENCH_DATABASE}`;
  return { url: url.toString(), where: `PostgreSQL at ${url.host}`, stop: async () => {} };
};

// What exerciseSessionSets (modules/member/exercise-history-repository.ts) sends: one range of the kept rows
// (session_exercise_sets, migration 0041) as one JSON array, for the baselines and the plans.
const keptStatement = (withExercise: boolean) => `
  select coalesce(json_agg(json_build_array(session_id, performed_on, exercise_id, exercise_name, weights, reps)
                           order by performed_on, started_at, session_id, exercise_id), '[]') as rows
  from session_exercise_sets
  where user_id = $1 and live ${withExercise ? 'and exercise_id = $2' : ''}`;

// The same rows read from every performed set of the user, as before the kept rows: the comparison.
const fromSetsStatement = `
  select s.id as session_id, s.performed_on::text as performed_on, ps.exercise_id,
         (array_agg(ps.exercise_name order by ps.position desc))[1] as exercise_name,
         array_agg(ps.weight::float8 order by ps.position) as weights,
         array_agg(ps.reps order by ps.position) as reps
  from workout_sessions s
  join performed_sets ps on ps.session_id = s.id
  where s.user_id = $1 and s.deleted_at is null
    and ps.completed and ps.exercise_id is not null and ps.reps >= 1 and ps.weight > 0
  group by s.performed_on, s.started_at, s.id, ps.exercise_id
  order by s.performed_on, s.started_at, s.id, ps.exercise_id`;

/** The first long-history members and, for each, the exercise of their last logged set. */
const membersOf = async ({ handle }: BenchContext) => {
  const { rows } = await handle.pool.query<{ id: string; exercise_id: string }>(
    `select u.id, (select ps.exercise_id from workout_sessions s join performed_sets ps on ps.session_id = s.id
                   where s.user_id = u.id order by s.id desc limit 1) as exercise_id
     from (select id from users where role = 'user' and password_hash is not null order by id limit $1) u`,
    [MEMBERS_TAKING_TURNS],
  );
  return rows.map((row) => ({ userId: Number(row.id), exerciseId: Number(row.exercise_id) }));
};

const explain = async ({ handle }: BenchContext, name: string, text: string, values: unknown[]) => {
  const plan = await handle.pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off, timing off) ${text}`,
    values,
  );
  console.log(`\n${name}\n\n\`\`\`\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
};

await runBench({
  seed: process.env.BENCH_RECORDS_REUSE ? reuseSeeded : () => seedMemberVolume(RECORDS_BENCH_DATABASE),
  prepare: async (handle) => {
    if (process.env.BENCH_RECORDS_REUSE) await migrate(handle.db);
  },
  bench: async (context) => {
    const { app, handle, headers } = context;
    await printHeader(context, async () => {
      const [volume] = (
        await handle.pool.query<Record<string, string>>(
          `select (select count(*) from users) as users, (select count(*) from workout_sessions) as sessions,
                  (select count(*) from performed_sets) as sets`,
        )
      ).rows;
      return (
        `${volume?.users} users, ${volume?.sessions} logged workouts, ${volume?.sets} performed sets ` +
        `(${LONG_HISTORY_MEMBERS} members with 320 workouts each; ${MEMBERS_TAKING_TURNS} of them take turns)`
      );
    });
    const members = await membersOf(context);
    const memberAt = (i: number) => members[i % members.length]!;
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ data: { exercises?: unknown[]; points?: unknown[] } }>().data;
    };
    const results = [
      await measure('GET /users/{id}/records, 320 workouts', async (i) => {
        const records = await get(`/api/users/${memberAt(i).userId}/records`);
        return records.exercises?.length ?? 0;
      }),
      await measure('baseline, bare SQL: the records read (kept rows)', async (i) => {
        const result = await handle.pool.query(keptStatement(false), [memberAt(i).userId]);
        return (result.rows[0] as { rows: unknown[] }).rows.length;
      }),
      await measure('comparison, bare SQL: the same rows from every performed set', async (i) => {
        const result = await handle.pool.query(fromSetsStatement, [memberAt(i).userId]);
        return result.rowCount ?? 0;
      }),
      await measure('GET /users/{id}/progress?exercise_id=, 320 workouts', async (i) => {
        const { userId, exerciseId } = memberAt(i);
        const progress = await get(`/api/users/${userId}/progress?exercise_id=${exerciseId}`);
        return progress.points?.length ?? 0;
      }),
      await measure('baseline, bare SQL: the progress read (kept rows)', async (i) => {
        const { userId, exerciseId } = memberAt(i);
        const result = await handle.pool.query(keptStatement(true), [userId, exerciseId]);
        return (result.rows[0] as { rows: unknown[] }).rows.length;
      }),
    ];
    const { userId, exerciseId } = members[0]!;
    await explain(context, 'records read (GET /users/{id}/records)', keptStatement(false), [userId]);
    await explain(context, 'progress read (GET /users/{id}/progress)', keptStatement(true), [
      userId,
      exerciseId,
    ]);
    await explain(context, 'the same rows from every performed set (comparison)', fromSetsStatement, [
      userId,
    ]);
    console.log(`\nTarget: p95 under ${TARGET_P95_MS} ms (the two app scenarios).`);
    return [results[0], results[3]].filter((underTarget) => !underTarget).length;
  },
});
