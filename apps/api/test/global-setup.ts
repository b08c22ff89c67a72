import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded/cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL whose user may CREATE DATABASE; each test file makes its own database there. */
    testDatabaseServerUrl: string;
  }
}

/**
 * TEST_DATABASE_URL when set (e.g. the machine's PostgreSQL); otherwise one throwaway embedded cluster for
 * the whole run, in a temporary directory, removed afterwards.
 */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    project.provide('testDatabaseServerUrl', configured);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const cluster = await startEmbeddedPostgres({
    dataDir,
    throwaway: true,
    database: 'test',
    log: () => undefined,
  });
  project.provide('testDatabaseServerUrl', cluster.url);
  return async () => {
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
