import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DATABASE_PREFIX, RUN_PREFIX } from './run-environment';

/** A run older than this is certainly over (the suite takes minutes); only its leftovers are swept. */
const STALE_AFTER_SECONDS = 3 * 60 * 60;

const isStale = (createdAtSeconds: number) => Date.now() / 1000 - createdAtSeconds > STALE_AFTER_SECONDS;
const stampOf = (name: string, prefix: string) => Number(name.slice(prefix.length).split('_')[0]);

/** Removes data directories that aborted runs (runner killed before its web server could clean up) left. */
export const sweepStaleDataDirs = (currentDataDir: string) => {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(RUN_PREFIX)) continue;
    const fullPath = path.join(tmpdir(), entry);
    if (fullPath === currentDataDir) continue;
    const stamp = stampOf(entry, RUN_PREFIX);
    const createdAt = Number.isFinite(stamp) ? stamp : statSync(fullPath).mtimeMs / 1000;
    if (isStale(createdAt)) rmSync(fullPath, { recursive: true, force: true });
  }
};

/** Drops databases of aborted runs on the external PostgreSQL. */
export const sweepStaleDatabases = async (currentDatabaseUrl: string) => {
  const maintenanceUrl = new URL(currentDatabaseUrl);
  maintenanceUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenanceUrl.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [DATABASE_PREFIX],
    );
    for (const { datname } of rows) {
      if (!isStale(stampOf(datname, DATABASE_PREFIX))) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname.replaceAll('"', '""')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
};
