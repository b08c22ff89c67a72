/**
 * The dashboard's volume in its own database, `coachboard_bench_dashboard` (so it can run beside the benches
 * that recreate `coachboard_bench`): the shared volume (seed-volume.ts: 200,000 users, 10,000 programs, about
 * 50,000 assignments), then what the cards look at, set-based, in about two minutes:
 * - assignment start dates spread over the last 200 days (some programs ending this week, many over);
 * - 100 exercises and one day exercise on every training day but every 40th (about 8,500 empty days);
 * - 5 more admins; 500,000 posts over a year (20% support), 1,000,000 comments by app users, and an admin reply on
 *   nine support posts in ten;
 * - 1,000,000 audit entries over 90 days, one in fifty a failed sign-in.
 */
import type pg from 'pg';
import { createDatabase } from '../src/db/client.js';
import type { BenchServer } from './bench-database.js';
import { seedVolume, USER_COUNT } from './seed-volume.js';

export const DASHBOARD_BENCH_DATABASE = 'coachboard_bench_dashboard';
export const DASHBOARD_POST_COUNT = 500_000;
const COMMENT_COUNT = 1_000_000;
const AUDIT_ENTRY_COUNT = 1_000_000;

const timed = async (client: pg.PoolClient, label: string, statement: string, values: unknown[] = []) => {
  const startedAt = performance.now();
  const result = await client.query(statement, values);
  console.log(
    `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
};

const seedDashboardRows = async (client: pg.PoolClient) => {
  await timed(
    client,
    'assignment start dates',
    `update program_users set start_date = current_date - ((user_id * 37 + training_program_id) % 200)::int`,
  );
  await timed(
    client,
    'exercises',
    `insert into exercises (name) select 'Bench exercise ' || g from generate_series(1, 100) g`,
  );
  await timed(
    client,
    'day exercises',
    `insert into user_exercise_activity_logs (training_day_id, exercise_id, position, sets_data)
     select d.id, x.first_id + d.id % 100, 1, '{}'::jsonb
     from training_days d cross join (select min(id) as first_id from exercises) x
     where not d.is_rest_day and d.id % 40 <> 0`,
  );
  await timed(
    client,
    'admins',
    `insert into users (email, first_name, last_name, role)
     select 'coach' || g || '@example.com', 'Coach', 'Number ' || g, 'admin' from generate_series(1, 5) g`,
  );
  await timed(
    client,
    'posts',
    `insert into posts (author_id, content, type, created_at, updated_at)
     select u.first_id + (g::bigint * 7919) % $2::int, 'Benchmark post ' || g,
            (array['general','general','support','challenge','announcement'])[1 + (g * 13) % 5],
            now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, $1::int) g cross join (select min(id) as first_id from users) u`,
    [DASHBOARD_POST_COUNT, USER_COUNT],
  );
  await timed(
    client,
    'comments by app users',
    `insert into post_comments (post_id, author_id, content, created_at, updated_at)
     select p.first_id + g % $3::int, u.first_id + (g::bigint * 104729) % $2::int, 'Comment ' || g,
            now() - g * interval '30 seconds', now() - g * interval '30 seconds'
     from generate_series(1, $1::int) g cross join (select min(id) as first_id from users) u
     cross join (select min(id) as first_id from posts) p`,
    [COMMENT_COUNT, USER_COUNT, DASHBOARD_POST_COUNT],
  );
  await timed(
    client,
    'admin replies',
    `insert into post_comments (post_id, author_id, content, created_at, updated_at)
     select p.id, a.ids[1 + p.id % array_length(a.ids, 1)], 'Thanks, we are on it', p.created_at, p.created_at
     from posts p cross join (select array_agg(id) as ids from users where role = 'admin') a
     where p.type = 'support' and (p.id / 5) % 10 <> 0`,
  );
  await timed(
    client,
    'audit entries',
    `insert into audit_entries (at, actor_email, action, record_type, record_id)
     select now() - g * interval '7.776 seconds', 'someone' || g % 1000 || '@example.com',
            case when g % 50 = 0 then 'sign-in-failed' when g % 50 = 1 then 'sign-in' else 'update' end,
            case when g % 50 > 1 then 'program' end, case when g % 50 > 1 then g % 10000 end
     from generate_series(1, $1::int) g`,
    [AUDIT_ENTRY_COUNT],
  );
  await timed(client, 'vacuum analyze', 'vacuum analyze');
};

export const seedDashboardVolume = async (): Promise<BenchServer> => {
  const server = await seedVolume(DASHBOARD_BENCH_DATABASE);
  console.log('Seeding the dashboard volume');
  const handle = createDatabase(server.url, { max: 1 });
  try {
    const client = await handle.pool.connect();
    try {
      await seedDashboardRows(client);
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
  return server;
};
