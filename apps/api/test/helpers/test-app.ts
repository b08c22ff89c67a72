import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { createDatabase, type Database } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The temporary DATA_DIR (outbox/, uploads/ live here). */
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Built panel to serve; defaults to an empty directory (no panel). */
  webDistDir?: string;
  /** Adds test-only routes before the app is readied. */
  register?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * A fully built app on a fresh, migrated database with a random name and a temporary DATA_DIR.
 * close() shuts the app, drops the database and removes the directory.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-test-data-'));
  const database = await createTestDatabase();
  const handle = createDatabase(database.url, { max: 5 });
  await migrate(handle.db);
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0' }),
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    ...options.config,
  };
  const webDistDir = options.webDistDir ?? path.join(dataDir, 'no-web-dist');
  const app = await buildApp({ config, db: handle.db, webDistDir });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await handle.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
