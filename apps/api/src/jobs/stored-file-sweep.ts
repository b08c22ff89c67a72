import { sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';
import { SWEEP_STORED_FILE_TASK } from '../lib/put-tracked-file.js';

/**
 * Removes a stored object that no file row names. Queued by putTrackedFile, and by the files table's delete
 * trigger (migration 0016) in the deleting transaction, so no object outlives its row, whatever crashes.
 */
export { SWEEP_STORED_FILE_TASK };

export const sweepStoredFileTask =
  (db: Database, storage: FileStorage): Task =>
  async (payload) => {
    const storageName = (payload as { storage_name?: unknown } | null)?.storage_name;
    if (typeof storageName !== 'string') throw new Error('sweep_stored_file: no storage_name');
    const named = await db.execute(sql`select 1 from files where storage_name = ${storageName} limit 1`);
    if (named.rows.length === 0) await storage.remove(storageName);
  };
