/**
 * Server-time benchmark of the member API at volume (bench/seed-member-volume.ts, its own database: 200,000 app
 * users, about 520,000 logged workouts and 5,200,000 performed sets, 1,000 members with 320 workouts each):
 * `GET /member/today`, `POST /member/sessions` with 25 sets and `GET /member/sessions` (the first page and a page
 * a year and a half deep) for members with long histories, through the app (inject: auth hook, validation,
 * queries, serialization); then the EXPLAIN ANALYZE plan of the history page and of today's logged-workout lookup.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/member.ts
 *   BENCH_MEMBER_REUSE=1 ...   reuses an already seeded coachboard_bench_member
 */
import crypto from 'node:crypto';
import { todayUtc } from '../src/modules/assignments/public.js';
import { encodeSessionCursor } from '../src/modules/member/session-cursor.js';
import { measure, printHeader, runBench, TARGET_P95_MS, type BenchContext } from './harness.js';
import {
  LONG_HISTORY_MEMBERS,
  MEMBER_BENCH_DATABASE,
  MEMBER_PASSWORD,
  MEMBER_PROGRAM,
  seedMemberVolume,
} from './seed-member-volume.js';

const SIGNED_IN_MEMBERS = 20;

const reuseSeeded = async () => {
  const url = new URL(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '');
  url.pathname = `/${MEMBER_BENCH_DATABASE}`;
  return { url: url.toString(), where: `PostgreSQL at ${url.host}`, stop: async () => {} };
};

/** Bearer headers of the first long-history members, signed in as the app signs them in. */
const signInMembers = async ({ app, handle }: BenchContext) => {
  const { rows } = await handle.pool.query<{ id: string; email: string }>(
    `select id, email from users where password_hash is not null and role = 'user' order by id limit $1`,
    [SIGNED_IN_MEMBERS],
  );
  return Promise.all(
    rows.map(async (row) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: row.email, password: MEMBER_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`member login: ${login.body}`);
      return { userId: Number(row.id), headers: { authorization: `Bearer ${login.json().data.token}` } };
    }),
  );
};

/** A training day of the member program with its five day exercises: the body of a 25-set workout. */
const workoutOf = async ({ handle }: BenchContext) => {
  const { rows } = await handle.pool.query<{ day_id: string; ids: string[] }>(
    `select d.id as day_id, array_agg(l.id order by l.position) as ids
     from training_days d
     join training_weeks w on w.id = d.training_week_id
     join training_programs p on p.id = w.training_program_id and p.name = $1
     join user_exercise_activity_logs l on l.training_day_id = d.id
     where w.sequence_number = 5 and d.day_of_the_week = 1
     group by d.id`,
    [MEMBER_PROGRAM],
  );
  const day = rows[0]!;
  const date = todayUtc();
  return () => ({
    client_id: crypto.randomUUID(),
    training_day_id: Number(day.day_id),
    performed_on: date,
    started_at: `${date}T06:00:00Z`,
    finished_at: `${date}T07:15:00Z`,
    sets: day.ids.flatMap((id) =>
      [1, 2, 3, 4, 5].map((setNumber) => ({
        day_exercise_id: Number(id),
        set_number: setNumber,
        reps: 8,
        weight: 42.5,
        rir: 2,
        completed: true,
      })),
    ),
  });
};

const explain = async ({ handle }: BenchContext, name: string, text: string, values: unknown[]) => {
  const plan = await handle.pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off, timing off) ${text}`,
    values,
  );
  console.log(`\n${name}\n\n\`\`\`\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
};

await runBench({
  seed: process.env.BENCH_MEMBER_REUSE ? reuseSeeded : seedMemberVolume,
  bench: async (context) => {
    const { app, handle } = context;
    await printHeader(context, async () => {
      const [volume] = (
        await handle.pool.query<Record<string, string>>(
          `select (select count(*) from users) as users, (select count(*) from workout_sessions) as sessions,
                  (select count(*) from performed_sets) as sets`,
        )
      ).rows;
      return (
        `${volume?.users} users, ${volume?.sessions} logged workouts, ${volume?.sets} performed sets ` +
        `(${LONG_HISTORY_MEMBERS} members with long histories; ${SIGNED_IN_MEMBERS} of them take turns)`
      );
    });
    const members = await signInMembers(context);
    const memberAt = (i: number) => members[i % members.length]!;
    const deepCursor = encodeSessionCursor({
      performed_on: new Date(Date.now() - 540 * 86_400_000).toISOString().slice(0, 10),
      id: Number.MAX_SAFE_INTEGER,
    });
    const body = await workoutOf(context);
    const call = async (
      method: 'GET' | 'POST',
      url: string,
      i: number,
      expected: number,
      payload?: object,
    ) => {
      const response = await app.inject({ method, url, headers: memberAt(i).headers, payload });
      if (response.statusCode !== expected)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ data: unknown }>().data;
    };
    const results = [
      await measure('GET /member/today', async (i) => {
        const today = (await call('GET', '/api/member/today', i, 200)) as { exercises: unknown[] };
        return today.exercises.length;
      }),
      await measure('POST /member/sessions, 25 sets', async (i) => {
        const session = (await call('POST', '/api/member/sessions', i, 201, body())) as { sets: unknown[] };
        return session.sets.length;
      }),
      await measure('GET /member/sessions, first page', async (i) => {
        const page = (await call('GET', '/api/member/sessions', i, 200)) as { data: unknown[] };
        return page.data.length;
      }),
      await measure('GET /member/sessions, a page 18 months deep', async (i) => {
        const url = `/api/member/sessions?cursor=${deepCursor}`;
        const page = (await call('GET', url, i, 200)) as { data: unknown[] };
        return page.data.length;
      }),
    ];
    const userId = members[0]!.userId;
    await explain(
      context,
      'history page (GET /member/sessions, first page)',
      `select s.*, (select count(*)::int from performed_sets ps where ps.session_id = s.id) as set_count
       from workout_sessions s where s.user_id = $1 and s.deleted_at is null
       order by s.performed_on desc, s.id desc limit 21`,
      [userId],
    );
    const [{ day_id: dayId } = { day_id: '0' }] = (
      await handle.pool.query<{ day_id: string }>(
        `select training_day_id as day_id from workout_sessions where user_id = $1 order by id desc limit 1`,
        [userId],
      )
    ).rows;
    await explain(
      context,
      "today's logged workout (GET /member/today)",
      `select id, updated_at from workout_sessions
       where user_id = $1 and training_day_id = $2 and performed_on = current_date and deleted_at is null
       order by id desc limit 1`,
      [userId, dayId],
    );
    console.log(`\nTarget: p95 under ${TARGET_P95_MS} ms.`);
    return results.filter((underTarget) => !underTarget).length;
  },
});
