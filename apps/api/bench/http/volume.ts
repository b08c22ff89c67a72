import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BENCH_DATABASE } from '../bench-database.js';
import { POST_COUNT } from '../seed-community-volume.js';
import { EXERCISE_COUNT } from '../seed-exercises-volume.js';
import { RECIPE_COUNT } from '../seed-recipes-volume.js';
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

/** The later areas' volume (exercises, recipes, community) on top of the programs volume, when the checkout has this seed. */
const AREAS_SEED = 'bench/seed-http-volume.ts';

const volumePresent = async (url: string, withAreas: boolean) => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    const { rows } = await client.query<{
      users: string;
      programs: string;
      admin: string;
      exercises: string;
      recipes: string;
      posts: string;
    }>(
      `select (select count(*) from users) as users, (select count(*) from training_programs) as programs,
              (select count(*) from users where email = $1 and role = 'admin') as admin,
              ${withAreas ? '(select count(*) from exercises)' : '0'} as exercises,
              ${withAreas ? '(select count(*) from recipes)' : '0'} as recipes,
              ${withAreas ? '(select count(*) from posts)' : '0'} as posts`,
      [BENCH_ADMIN.email],
    );
    const row = rows[0];
    return (
      Number(row?.users) === USER_COUNT + 1 &&
      Number(row?.programs) === PROGRAM_COUNT &&
      Number(row?.admin) === 1 &&
      (!withAreas ||
        (Number(row?.exercises) === EXERCISE_COUNT &&
          Number(row?.recipes) === RECIPE_COUNT &&
          Number(row?.posts) === POST_COUNT))
    );
  } catch {
    return false;
  } finally {
    await client.end();
  }
};

/**
 * Seeds the volume with the measured repository's own seed script unless the database already holds it: the
 * programs volume, and the exercises, recipes and community on top when that checkout has their seed (`AREAS_SEED`).
 */
export const ensureVolume = async (root: string, url: string, logDir: string) => {
  const withAreas = fs.existsSync(path.join(root, 'apps/api', AREAS_SEED));
  if (await volumePresent(url, withAreas)) {
    console.log(`Volume present in ${new URL(url).pathname.slice(1)}: not seeding`);
    return;
  }
  if (new URL(url).pathname !== `/${BENCH_DATABASE}`) {
    throw new Error(`${url} lacks the volume; only a database named ${BENCH_DATABASE} is seeded`);
  }
  const script = withAreas ? AREAS_SEED : 'bench/seed-volume.ts';
  const areas = withAreas ? ', 5,000 exercises, 100,000 recipes, 500,000 posts' : '';
  console.log(`Seeding the volume (200,001 users, 10,000 programs${areas}; ${script})…`);
  const child = startProcess('seed', process.execPath, ['--import', 'tsx', script], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, DATABASE_URL: withDatabase(url, 'postgres'), BENCH_LOG_DIR: logDir },
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Seeding failed (exit ${code}); see ${logDir}/seed.log`);
  if (!(await volumePresent(url, withAreas))) {
    throw new Error('Seeding finished but the volume check still fails');
  }
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
    const crowded = await client.query<{ id: number }>(
      'select training_program_id as id from program_users group by 1 order by count(*) desc, 1 limit 1',
    );
    return { programId: Number(rows[0].id), crowdedProgramId: Number(crowded.rows[0]?.id ?? rows[0].id) };
  } finally {
    await client.end();
  }
};
