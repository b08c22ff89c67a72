import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as runDrizzleMigrations } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runJobQueueMigrations } from 'graphile-worker';
import type { Database } from './client.js';

/**
 * The migrations live in apps/api/drizzle. This module runs from src/db (tsx, vitest) or is bundled into
 * dist/server.js, so look upwards for the folder instead of assuming one depth.
 */
export const findMigrationsFolder = (start = path.dirname(fileURLToPath(import.meta.url))): string => {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No drizzle migrations folder found above ${start}`);
    dir = parent;
  }
};

const silentJobLogger = new Logger(() => () => undefined);

/** The app's schema, then the job queue's (graphile_worker), which the files trigger calls into. */
export const migrate = async (db: Database) => {
  await runDrizzleMigrations(db, { migrationsFolder: findMigrationsFolder() });
  await runJobQueueMigrations({ pgPool: db.$client, logger: silentJobLogger });
};
