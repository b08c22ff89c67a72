/**
 * Seeds 10 million audit entries into a fresh `coachboard_bench` database, set-based with
 * generate_series in chunks of a million, then builds the audit indexes: the migration's own definitions, read
 * from pg_indexes before they are dropped for the load, recreated word for word and checked afterwards.
 *
 * The volume: 50 admins as actors (a few far busier than the rest), 200,000 records over program, exercise,
 * recipe, post and user, three years of entries ending now (about one every 9.5 s, ids in time order, bulk
 * deletes of five sharing one `at` and batch id), an action mix led by update (45 %), with sign-ins of admins and
 * app users, failed sign-ins and refusals (no actor or record), and rare ones: revert (0.1 %, 10,000 entries) and
 * session-revoked (0.005 %, 500 entries).
 *
 *   npx tsx bench/seed-audit-volume.ts   (DATABASE_URL or TEST_DATABASE_URL names the server)
 *   AUDIT_ENTRY_COUNT=100000 ...          a smaller volume for trying the seed out
 */
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { createDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { openBenchServer, type BenchServer } from './bench-database.js';
import { BENCH_ADMIN } from './seed-volume.js';

export const AUDIT_ENTRY_COUNT = Number(process.env.AUDIT_ENTRY_COUNT ?? 10_000_000);
export const AUDIT_ADMIN_COUNT = 50;
const CHUNK = 1_000_000;

/** Ids 1..count per record type: 200,000 records in all. */
export const AUDIT_RECORD_COUNTS = {
  program: 20_000,
  exercise: 10_000,
  recipe: 60_000,
  post: 70_000,
  user: 40_000,
} as const;

/** The actions' shares, in hundred-thousandths (the rest, 99,100..99,999, is update too). */
export const AUDIT_ACTION_MIX = [
  ['sign-in', 7_000],
  ['sign-out', 2_000],
  ['sign-in-failed', 1_000],
  ['refused', 800],
  ['password-reset-request', 100],
  ['password-reset-verify', 50],
  ['password-reset', 50],
  ['session-revoked', 5],
  ['create', 13_995],
  ['update', 45_000],
  ['delete', 5_000],
  ['restore', 1_000],
  ['purge', 2_000],
  ['assign', 10_000],
  ['unassign', 4_000],
  ['reorder', 4_000],
  ['upload', 3_000],
  ['revert', 100],
] as const;

export const AUDIT_ADMIN_EMAIL = (n: number) => `audit-admin-${n}@example.com`;

const FIRST = 'Jane Omar Lena Tom Aiko Marco Priya Sam Ines Noah'.split(' ');
const LAST = 'Smith Haddad Novak Reyes Tanaka Rossi Patel Berg Silva Okafor'.split(' ');

/** `case when r < 7000 then 'sign-in' when r < 9000 then ... else 'update' end` from the mix. */
const actionCase = () => {
  let bound = 0;
  const arms = AUDIT_ACTION_MIX.map(([action, share]) => {
    bound += share;
    return `when r < ${bound} then '${action}'`;
  });
  return `case ${arms.join(' ')} else 'update' end`;
};

/** The admins who act (ids, names, e-mails as the entries copy them). */
const insertAdmins = async (pool: pg.Pool, passwordHash: string) => {
  const { rows } = await pool.query<{ id: string; name: string; email: string }>(
    `insert into users (email, first_name, last_name, role, password_hash)
     select 'audit-admin-' || n || '@example.com', ($1::text[])[1 + n % 10], ($2::text[])[1 + (n / 10) % 10],
            'admin', $3
     from generate_series(1, $4::int) n
     returning id, first_name || ' ' || last_name as name, email`,
    [FIRST, LAST, passwordHash, AUDIT_ADMIN_COUNT],
  );
  return rows;
};

/**
 * One chunk of entries g = lo..hi, oldest first (ids follow time). Every choice is a hash of g, so a chunk is
 * the same whenever it is seeded.
 */
const insertChunk = async (
  pool: pg.Pool,
  admins: { id: string; name: string; email: string }[],
  lo: number,
  hi: number,
  t0: string,
  stepMs: number,
) => {
  const c = AUDIT_RECORD_COUNTS;
  await pool.query(
    `insert into audit_entries (at, actor_id, actor_name, actor_email, action, record_type, record_id,
                                record_name, changes, details, reverts_entry_id, batch_id, request_id, address,
                                user_agent)
     select $1::timestamptz + (s.tick * $2::float8 + s.jitter) * interval '1 millisecond',
            case when s.actor_kind = 'admin' then ($3::bigint[])[s.admin]
                 when s.actor_kind = 'user' then s.record_id end,
            case when s.actor_kind = 'admin' then ($4::text[])[s.admin]
                 when s.actor_kind = 'user' then 'Member ' || s.record_id end,
            case when s.actor_kind = 'admin' then ($5::text[])[s.admin]
                 when s.actor_kind = 'user' then 'member-' || s.record_id || '@example.com' end,
            s.action, s.record_type, s.record_id,
            case s.record_type
              when 'program' then 'Strength Block No. ' || s.record_id
              when 'exercise' then 'Split Squat Variation ' || s.record_id
              when 'recipe' then 'Chicken Rice Bowl No. ' || s.record_id
              when 'post' then 'Week ' || (1 + s.record_id % 52) || ' check-in #' || s.record_id
              when 'user' then case when s.record_id = ($3::bigint[])[s.admin] then ($4::text[])[s.admin]
                                    else 'Member ' || s.record_id end end,
            case when s.action in ('update', 'revert') then
                   case s.record_type
                     when 'program' then jsonb_build_object('name',
                       jsonb_build_object('before', 'Strength Block No. ' || s.record_id,
                                          'after', 'Strength Block No. ' || s.record_id || ' v2'),
                       'duration_weeks', jsonb_build_object('before', 4 + s.h3 % 4, 'after', 6 + s.h3 % 4))
                     when 'exercise' then jsonb_build_object('muscle_groups', jsonb_build_object(
                       'before', jsonb_build_array('quadriceps'), 'after', jsonb_build_array('glutes', 'quadriceps')))
                     when 'recipe' then jsonb_build_object('calories',
                       jsonb_build_object('before', 400 + s.h3 % 300, 'after', 420 + s.h3 % 300))
                     when 'post' then jsonb_build_object('body',
                       jsonb_build_object('before', 'Good week, hit every session.',
                                          'after', 'Good week, hit every session!'))
                     else case when s.h3 % 5 = 0 then '{"password": {"changed": true}}'::jsonb
                               else jsonb_build_object('last_name',
                                 jsonb_build_object('before', 'Smith', 'after', 'Smith-Novak')) end
                   end end,
            case s.action
              when 'assign' then jsonb_build_object('user', jsonb_build_object('id', 1 + s.h3 % 40000,
                                   'name', 'Member ' || (1 + s.h3 % 40000)))
              when 'unassign' then jsonb_build_object('user', jsonb_build_object('id', 1 + s.h3 % 40000,
                                     'name', 'Member ' || (1 + s.h3 % 40000)))
              when 'reorder' then jsonb_build_object('day', 1 + s.h3 % 200000)
              when 'sign-in-failed' then jsonb_build_object('email', 'member-' || (1 + s.h3 % 40000) ||
                                           '@example.com', 'reason', 'wrong-password')
              when 'refused' then jsonb_build_object('status', case when s.h3 % 10 < 7 then 401 else 403 end,
                                    'method', 'GET', 'route', '/api/training-programs', 'count', 1 + s.h3 % 30)
              when 'purge' then jsonb_build_object('retention_days', 30)
            end,
            case when s.action = 'revert' then greatest(1, $6::bigint - 1 - s.h3 % 50000) end,
            case when s.batched then md5('batch' || s.tick)::uuid end,
            md5(s.g::text)::uuid::text,
            ('10.' || (s.h4 % 256) || '.' || (s.h4 / 256 % 256) || '.' || (1 + s.h4 / 65536 % 254))::inet,
            ($7::text[])[1 + s.h4 % 3]
     from (
       select t.*,
              case when t.batched then 'admin'
                   when t.action in ('sign-in-failed', 'purge') then null
                   when t.action = 'refused' then case when t.h3 % 10 < 7 then null else 'admin' end
                   when t.action in ('sign-in', 'sign-out', 'password-reset-request', 'password-reset-verify',
                                     'password-reset', 'session-revoked')
                     then case when t.h2 % 10 < 4 then 'admin' else 'user' end
                   else 'admin' end as actor_kind,
              case when t.action in ('sign-in-failed', 'refused') then null
                   when t.action in ('sign-in', 'sign-out', 'password-reset-request', 'password-reset-verify',
                                     'password-reset', 'session-revoked')
                     then case when t.h2 % 10 < 4 then ($3::bigint[])[t.admin] else 1 + t.h5 % ${c.user} end
                   else 1 + t.h5 % (case t.record_type when 'program' then ${c.program}
                                                       when 'exercise' then ${c.exercise}
                                                       when 'recipe' then ${c.recipe}
                                                       when 'post' then ${c.post} else ${c.user} end)
              end as record_id
       from (
         select a.*,
                case when a.action in ('sign-in-failed', 'refused') then null
                     when a.action in ('sign-in', 'sign-out', 'password-reset-request', 'password-reset-verify',
                                       'password-reset', 'session-revoked') then 'user'
                     when a.action in ('assign', 'unassign', 'reorder') then 'program'
                     when a.h4 % 100 < 30 then 'program'
                     when a.h4 % 100 < 45 then 'exercise'
                     when a.h4 % 100 < 65 then 'recipe'
                     when a.h4 % 100 < 90 then 'post'
                     else 'user' end as record_type
         from (
           select h.*,
                  case when h.batched then 'delete' else ${actionCase()} end as action,
                  case when h.batched then 1 + (h.g / 5) % ${AUDIT_ADMIN_COUNT}
                       else 1 + least(h.h2 % ${AUDIT_ADMIN_COUNT}, h.h3 % ${AUDIT_ADMIN_COUNT}) end as admin,
                  case when h.batched then h.g - h.g % 5 else h.g end as tick,
                  case when h.batched then 0 else h.h1 % ($2::float8 / 2)::bigint end as jitter
           from (
             select g, (g / 5) % 97 = 0 as batched,
                    (hashint8extended(g, 1) & 2147483647) % 100000 as r,
                    hashint8extended(g, 2) & 2147483647 as h1,
                    hashint8extended(g, 3) & 2147483647 as h2,
                    hashint8extended(g, 4) & 2147483647 as h3,
                    hashint8extended(g, 5) & 2147483647 as h4,
                    hashint8extended(g, 6) & 2147483647 as h5
             from generate_series($8::bigint, $9::bigint) g offset 0
           ) h offset 0
         ) a offset 0
       ) t offset 0
     ) s`,
    [
      t0,
      stepMs,
      admins.map((admin) => admin.id),
      admins.map((admin) => admin.name),
      admins.map((admin) => admin.email),
      lo,
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ],
      lo,
      hi,
    ],
  );
};

/**
 * The entries themselves, on a database that has the migrations: the audit indexes are dropped, the rows
 * loaded, the same definitions built again (with more maintenance memory) and compared with the ones dropped.
 */
export const seedAuditRows = async (pool: pg.Pool, admins: { id: string; name: string; email: string }[]) => {
  const client = await pool.connect();
  try {
    const indexes = async () =>
      (
        await client.query<{ indexname: string; indexdef: string }>(
          `select indexname, indexdef from pg_indexes
           where tablename = 'audit_entries' and indexname <> 'audit_entries_pkey' order by indexname`,
        )
      ).rows;
    const migrationIndexes = await indexes();
    for (const { indexname } of migrationIndexes) await client.query(`drop index "${indexname}"`);
    await client.query('alter table audit_entries set (autovacuum_enabled = false)');

    const { rows } = await client.query<{ t0: string; span: number }>(
      `select (now() - interval '3 years')::text as t0,
              extract(epoch from now() - (now() - interval '3 years')) as span`,
    );
    const t0 = rows[0]!.t0;
    const stepMs = (Number(rows[0]!.span) * 1000) / AUDIT_ENTRY_COUNT;
    let startedAt = performance.now();
    for (let lo = 0; lo < AUDIT_ENTRY_COUNT; lo += CHUNK) {
      const hi = Math.min(AUDIT_ENTRY_COUNT, lo + CHUNK) - 1;
      await insertChunk(pool, admins, lo, hi, t0, stepMs);
      console.log(
        `  audit_entries: ${(hi + 1).toLocaleString('en-US')} rows, ` +
          `${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
      );
    }

    startedAt = performance.now();
    await client.query(`set maintenance_work_mem = '1GB'`);
    for (const { indexname, indexdef } of migrationIndexes) {
      const indexStartedAt = performance.now();
      await client.query(indexdef);
      console.log(`  ${indexname}: ${((performance.now() - indexStartedAt) / 1000).toFixed(0)} s`);
    }
    const built = await indexes();
    if (JSON.stringify(built) !== JSON.stringify(migrationIndexes)) {
      throw new Error(`Audit indexes differ from the migration's: ${JSON.stringify(built)}`);
    }
    await client.query('alter table audit_entries reset (autovacuum_enabled)');
    await client.query('vacuum (analyze) audit_entries');
    console.log(
      `  indexes and vacuum analyze: ${((performance.now() - startedAt) / 1000).toFixed(0)} s ` +
        `(${migrationIndexes.map((index) => index.indexname).join(', ')})`,
    );
  } finally {
    client.release();
  }
};

export const seedAuditVolume = async (): Promise<BenchServer> => {
  const server = await openBenchServer();
  const handle = createDatabase(server.url, { max: 2 });
  try {
    await migrate(handle.db);
    const passwordHash = await hashPassword(BENCH_ADMIN.password);
    await handle.pool.query(
      `insert into users (email, first_name, last_name, role, password_hash) values ($1, 'Bench', 'Admin', 'admin', $2)`,
      [BENCH_ADMIN.email, passwordHash],
    );
    const admins = await insertAdmins(handle.pool, passwordHash);
    await seedAuditRows(handle.pool, admins);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await handle.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await seedAuditVolume();
  console.log(`Seeded ${server.url}`);
  await server.stop();
}
