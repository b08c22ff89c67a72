import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { migrate } from './db/migrate.js';
import { ensureAdmin, type AdminStatus } from './seed/ensure-admin.js';
import { seedDemoContent, type SeedReport } from './seed/index.js';
import type { FileStorage } from './storage/index.js';

/** pg_advisory_lock key of the start-up work: 'coachboa' read as a 64-bit integer. */
export const STARTUP_LOCK_KEY = 0x636f616368626f61n;

/**
 * Migrations, the admin bootstrap and the demo seed, under one session-level advisory lock: any number of
 * instances may start at once on one database; the first does the work and the others wait, then find it done.
 */
export const prepareDatabase = async (
  handle: DatabaseHandle,
  config: AppConfig,
  storage: FileStorage,
): Promise<{ admin: AdminStatus; seed: SeedReport }> => {
  const lockHolder = await handle.pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    try {
      await migrate(handle.db);
      const admin = await ensureAdmin(handle.db, config);
      const seed = await seedDemoContent(handle.db, config, storage);
      return { admin, seed };
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    lockHolder.release();
  }
};
