import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';

export const SWEEP_STORED_FILE_TASK = 'sweep_stored_file';
/** Longer than any upload takes between storing the object and committing its row. */
const UPLOAD_GRACE_MS = 60 * 60 * 1000;
/** Objects written at once when several are stored. */
const STORAGE_CONCURRENCY = 8;

/**
 * Stores objects holding the same data (copies of one image) after queueing their sweeps in one statement on
 * `db`, outside any request transaction: if the process dies before the rows that name the objects commit, or
 * the commit fails, each sweep finds no row an hour later and removes its object. The objects are then written a
 * few at a time.
 */
export const putTrackedFiles = async (
  db: Database,
  storage: FileStorage,
  storageNames: readonly string[],
  data: Buffer,
  contentType: string,
) => {
  if (storageNames.length === 0) return;
  await db.execute(sql`
    select graphile_worker.add_job(${SWEEP_STORED_FILE_TASK}, json_build_object('storage_name', key),
      run_at => ${new Date(Date.now() + UPLOAD_GRACE_MS).toISOString()}::timestamptz, max_attempts => 10)
    from jsonb_array_elements_text(${JSON.stringify(storageNames)}::jsonb) as k(key)
  `);
  for (let start = 0; start < storageNames.length; start += STORAGE_CONCURRENCY) {
    await Promise.all(
      storageNames
        .slice(start, start + STORAGE_CONCURRENCY)
        .map((storageName) => storage.put(storageName, data, contentType)),
    );
  }
};

/** Stores an upload's object after queueing its sweep (putTrackedFiles). */
export const putTrackedFile = (
  db: Database,
  storage: FileStorage,
  storageName: string,
  data: Buffer,
  contentType: string,
) => putTrackedFiles(db, storage, [storageName], data, contentType);
