import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded/cluster.js';

export const BENCH_DATABASE = 'coachboard_bench';

export interface BenchServer {
  /** URL of the fresh bench database (`coachboard_bench` unless a bench names its own). */
  url: string;
  /** Human-readable description of where it runs, for the report. */
  where: string;
  stop: () => Promise<void>;
}

export const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs one statement on the server's `postgres` database (creating or dropping a bench database). */
export const adminQuery = async (serverUrl: string, sql: string) => {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const recreateDatabase = async (serverUrl: string, database: string) => {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database}`);
  } finally {
    await client.end();
  }
};

/**
 * The server named by DATABASE_URL or TEST_DATABASE_URL, or else a throwaway embedded PostgreSQL cluster;
 * on it, a freshly created `coachboard_bench` database, or the bench's own (so it can run beside the benches that
 * recreate `coachboard_bench`).
 */
export const openBenchServer = async (database = BENCH_DATABASE): Promise<BenchServer> => {
  const configured = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (configured) {
    await recreateDatabase(configured, database);
    const host = new URL(configured).host;
    return {
      url: withDatabase(configured, database),
      where: `PostgreSQL at ${host}`,
      stop: async () => {},
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-bench-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const cluster = await startEmbeddedPostgres({
    dataDir,
    throwaway: true,
    database: 'postgres',
    log: () => {},
  });
  await recreateDatabase(cluster.url, database);
  return {
    url: withDatabase(cluster.url, database),
    where: 'embedded PostgreSQL (throwaway cluster)',
    stop: async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
