import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { prepareDatabase, STARTUP_LOCK_KEY } from '../../src/prepare-database.js';
import { storageFromConfig } from '../../src/storage/index.js';
import { createTestDatabase } from '../helpers/test-database.js';

/** The job queue's schema revisions the installed graphile-worker ships (sql/000001.sql ...). */
const shippedJobQueueRevisions = () => {
  const entry = createRequire(import.meta.url).resolve('graphile-worker'); // <package>/dist/index.js
  return fs.readdirSync(path.join(path.dirname(entry), '..', 'sql')).filter((file) => /^\d+\.sql$/.test(file))
    .length;
};

/**
 * graphile-worker migrates its own schema (graphile_worker) when a newer version starts. That must happen inside the
 * start-up work, under its advisory lock, like the app's migrations: an upgraded instance migrates once, and an
 * instance starting beside it waits instead of racing it.
 */
describe("the job queue's schema at start-up", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  let lockHolder: pg.Client;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-job-schema-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDatabase(database.url, { max: 4 });
    lockHolder = new pg.Client({ connectionString: database.url });
    await lockHolder.connect();
  });
  afterAll(async () => {
    await lockHolder?.end();
    await handle?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is migrated to the installed revision only once the start-up lock is free', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0' });
    await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    const prepared = prepareDatabase(handle, config, storageFromConfig(config));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const whileLocked = await lockHolder.query<{ table: string | null }>(
      `select to_regclass('graphile_worker.migrations')::text as table`,
    );
    expect(whileLocked.rows[0]!.table).toBeNull();

    await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
    await prepared;
    const revisions = await lockHolder.query<{ latest: number; count: number }>(
      'select max(id)::int as latest, count(*)::int as count from graphile_worker.migrations',
    );
    expect(revisions.rows[0]).toEqual({
      latest: shippedJobQueueRevisions(),
      count: shippedJobQueueRevisions(),
    });
  });
});
