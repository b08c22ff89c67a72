import path from 'node:path';
import pg from 'pg';
import { BENCH_DATABASE } from '../bench-database.js';
import { BENCH_ADMIN, PROGRAM_COUNT, USER_COUNT } from '../seed-volume.js';
import { startProcess } from './processes.js';

const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** BENCH_DATABASE_URL as given, else `coachboard_bench` on TEST_DATABASE_URL's (or DATABASE_URL's) server. */
export const benchDatabaseUrl = () => {
  const explicit = process.env.BENCH_DATABASE_URL;
  if (explicit) return explicit;
  const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!server) {
    throw new Error(
      'Set TEST_DATABASE_URL (a PostgreSQL server where the user may CREATE DATABASE) or BENCH_DATABASE_URL',
    );
  }
  return withDatabase(server, BENCH_DATABASE);
};

const volumePresent = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    const { rows } = await client.query<{ users: string; programs: string; admin: string }>(
      `select (select count(*) from users) as users, (select count(*) from training_programs) as programs,
              (select count(*) from users where email = $1 and role = 'admin') as admin`,
      [BENCH_ADMIN.email],
    );
    const row = rows[0];
    return (
      Number(row?.users) === USER_COUNT + 1 &&
      Number(row?.programs) === PROGRAM_COUNT &&
      Number(row?.admin) === 1
    );
  } catch {
    return false;
  } finally {
    await client.end();
  }
};

/** Seeds the volume with the measured repository's own seed script unless the database already holds it. */
export const ensureVolume = async (root: string, url: string, logDir: string) => {
  if (await volumePresent(url)) {
    console.log(`Volume present in ${new URL(url).pathname.slice(1)}: not seeding`);
    return;
  }
  if (new URL(url).pathname !== `/${BENCH_DATABASE}`) {
    throw new Error(`${url} lacks the volume; only a database named ${BENCH_DATABASE} is seeded`);
  }
  console.log('Seeding the volume (200,001 users, 10,000 programs)…');
  const child = startProcess('seed', process.execPath, ['--import', 'tsx', 'bench/seed-volume.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, DATABASE_URL: withDatabase(url, 'postgres'), BENCH_LOG_DIR: logDir },
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Seeding failed (exit ${code}); see ${logDir}/seed.log`);
  if (!(await volumePresent(url))) throw new Error('Seeding finished but the volume check still fails');
};

export const pickFixture = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select training_program_id as id from program_users group by 1 having count(*) between 4 and 8
       order by 1 limit 1`,
    );
    if (!rows[0]) throw new Error('No program with 4 to 8 users in the volume');
    return { programId: Number(rows[0].id) };
  } finally {
    await client.end();
  }
};
